/** Reads a catalogue file by its extension: `.json` or `.csv`. */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { CatalogueFileError, type Catalogue } from './catalogue';
import type { RecordType } from './fields';
import { parseCatalogueCsv } from './parse-csv';
import { parseCatalogueJson } from './parse-json';

export async function readCatalogueFile(
  path: string,
  options: { type?: RecordType | undefined } = {},
): Promise<Catalogue> {
  const extension = extname(path).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    throw new CatalogueFileError(`${path}: give a .csv or .json file`);
  }
  let content: Buffer;
  try {
    content = await readFile(path);
  } catch (error) {
    throw new CatalogueFileError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (extension === '.json') {
    if (options.type)
      throw new CatalogueFileError('--type is for CSV files: a JSON file names its lists');
    return parseCatalogueJson(content.toString('utf8'));
  }
  return parseCatalogueCsv(content, options);
}
