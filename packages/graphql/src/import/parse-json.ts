/**
 * A catalogue as JSON: `{ "authors": [...], "series": [...], "posts": [...] }`, each list optional,
 * each record an object of fields. Lists are JSON arrays (a `|`-separated text is read too, as in
 * CSV); a record's row is its 1-based position in its list.
 */
import { readFields, type RecordType } from './fields';
import { CatalogueFileError, type Catalogue } from './catalogue';

const listTypes: Readonly<Record<string, RecordType>> = {
  authors: 'author',
  series: 'series',
  posts: 'post',
};

export function parseCatalogueJson(text: string): Catalogue {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CatalogueFileError(
      `Not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new CatalogueFileError(
      'Expected an object: { "authors": [...], "series": [...], "posts": [...] }',
    );
  }
  const unknown = Object.keys(document).filter((key) => !(key in listTypes));
  if (unknown.length > 0) {
    throw new CatalogueFileError(
      `Unknown list${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (authors, series and posts are read)`,
    );
  }

  const catalogue: Catalogue = { records: [], unreadable: [] };
  for (const [key, type] of Object.entries(listTypes)) {
    const list = (document as Record<string, unknown>)[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new CatalogueFileError(`"${key}" must be a list`);
    list.forEach((item: unknown, index) => {
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
        catalogue.records.push(readFields(type, index + 1, item as Record<string, unknown>));
      } else {
        catalogue.records.push({
          type,
          row: index + 1,
          values: {},
          errors: [{ field: '', message: 'Expected an object of fields' }],
        });
      }
    });
  }
  return catalogue;
}
