/**
 * A catalogue as CSV: one header row naming the fields, then one record a row. Authors, series and
 * posts share one file with a `type` column (`author`, `series` or `post`), or the file holds one
 * kind and the command says which (`--type post`). Lists (authors, topics, tags) are separated by
 * `|` within their cell.
 */
import { parse } from 'csv-parse/sync';
import { allFieldNames, readFields, recordTypes, type RecordType } from './fields';
import { CatalogueFileError, type Catalogue } from './catalogue';

const TYPE_COLUMN = 'type';

/** `author`, `Authors`, `POST`… as a record type. */
export function recordTypeNamed(text: string): RecordType | undefined {
  const name = text.trim().toLowerCase();
  return recordTypes.find((type) => name === type || name === `${type}s`);
}

export function parseCatalogueCsv(
  input: Buffer | string,
  options: { type?: RecordType | undefined } = {},
): Catalogue {
  const buffer = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  let rows: { record: Record<string, string>; raw: string; info: { bytes: number } }[];
  try {
    rows = parse(buffer, {
      columns: (header: string[]) => checkHeader(header, options.type),
      bom: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    });
  } catch (error) {
    if (error instanceof CatalogueFileError) throw error;
    throw new CatalogueFileError(
      `Not a readable CSV file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const lineOf = lineCounter(buffer);
  const catalogue: Catalogue = { records: [], unreadable: [] };
  for (const { record, raw, info } of rows) {
    // `raw` may start with the empty lines skipped before the record; its first line is after them.
    const skipped = raw.length - raw.replace(/^[\r\n]+/, '').length;
    const line = lineOf(info.bytes - Buffer.byteLength(raw) + skipped);
    const { [TYPE_COLUMN]: typeCell, ...fields } = record;
    const type = options.type ?? recordTypeNamed(typeCell ?? '');
    if (type) catalogue.records.push(readFields(type, line, fields));
    else {
      catalogue.unreadable.push({
        row: line,
        externalId: fields.externalId?.trim() || null,
        field: TYPE_COLUMN,
        message: typeCell?.trim()
          ? `"${typeCell.trim()}" is not author, series or post`
          : 'Give author, series or post',
      });
    }
  }
  return catalogue;
}

/** Every column must be a field (or `type`): a misspelt column would otherwise be dropped unseen. */
function checkHeader(header: string[], type: RecordType | undefined): string[] {
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter((name) => name !== TYPE_COLUMN && !allFieldNames.has(name));
  if (unknown.length > 0) {
    throw new CatalogueFileError(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
    );
  }
  const repeated = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (repeated.length > 0)
    throw new CatalogueFileError(`Column given twice: ${repeated.join(', ')}`);
  if (!columns.includes('externalId'))
    throw new CatalogueFileError('No externalId column: every record needs one');
  if (type && columns.includes(TYPE_COLUMN)) {
    throw new CatalogueFileError(
      'The file has a type column and --type was given: use one or the other',
    );
  }
  if (!type && !columns.includes(TYPE_COLUMN)) {
    throw new CatalogueFileError(
      'No type column: add one (author, series or post on each row) or pass --type',
    );
  }
  return columns;
}

/** Line numbers (1-based) of byte offsets asked in increasing order, counting each byte once. */
function lineCounter(buffer: Buffer): (offset: number) => number {
  let position = 0;
  let line = 1;
  return (offset) => {
    for (; position < offset && position < buffer.length; position++)
      if (buffer[position] === 0x0a) line++;
    return line;
  };
}
