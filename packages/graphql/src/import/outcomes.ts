/** What happened to each row of an import, and the counts the summary and the audit log show. */
import type { RecordType } from './fields';

export const outcomes = ['created', 'updated', 'unchanged', 'failed'] as const;
export type Outcome = (typeof outcomes)[number];

/** A row that was not imported, and why: one line of the error report per field at fault. */
export interface RowFailure {
  /** Null when the row's type could not be told. */
  type: RecordType | null;
  row: number;
  externalId: string | null;
  field: string;
  message: string;
}

export type Counts = Record<RecordType, Record<Outcome, number>>;

export function emptyCounts(): Counts {
  const zero = () => ({ created: 0, updated: 0, unchanged: 0, failed: 0 });
  return { author: zero(), series: zero(), post: zero() };
}
