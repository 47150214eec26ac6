/** What a catalogue file holds once read, in either format. */
import type { SourceRecord } from './fields';

export interface Catalogue {
  /** Every record, in file order; each carries the problems found while reading it. */
  records: SourceRecord[];
  /** CSV rows whose type could not be told: failed before anything else was read of them. */
  unreadable: UnreadableRow[];
}

export interface UnreadableRow {
  row: number;
  externalId: string | null;
  field: string;
  message: string;
}

/** The file as a whole cannot be imported (not JSON, an unknown column, …): nothing is read of it. */
export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
}
