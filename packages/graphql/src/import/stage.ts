/**
 * Writes one kind of record, a chunk of rows per transaction and a savepoint per row: a row that
 * the database refuses is rolled back alone (nothing of it stays) and reported, and the rest of its
 * chunk goes on. Chunks keep the commits few, which is most of the speed on PostgreSQL.
 */
import type { Database } from '@openshiur/db';
import { databaseFieldError } from './database-errors';
import type { RecordType } from './fields';
import type { Counts, RowFailure } from './outcomes';

/** A transaction (or a savepoint in one): where a row is written. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PlannedRow {
  row: number;
  externalId: string;
  outcome: 'created' | 'updated' | 'unchanged';
  /** Writes the row, all of it (credits, jobs); none for an unchanged row. */
  write?: (tx: Transaction) => Promise<void>;
  /** After the row is stored (or, in a dry run, would be): what later rows may refer to. */
  onStored?: () => void;
}

export type StageName = 'authors' | 'series' | 'posts';

export interface StageProgress {
  stage: StageName;
  done: number;
  total: number;
}

export interface StageOptions {
  type: RecordType;
  stage: StageName;
  dryRun: boolean;
  chunkSize: number;
  /** Rows of this kind that failed before writing (counted as done from the start). */
  failedEarlier: number;
  counts: Counts;
  failures: RowFailure[];
  onProgress?: ((progress: StageProgress) => void) | undefined;
}

export async function writeStage(
  db: Database,
  plans: readonly PlannedRow[],
  options: StageOptions,
): Promise<void> {
  const { type, counts, failures } = options;
  const total = plans.length + options.failedEarlier;
  let done = options.failedEarlier;
  options.onProgress?.({ stage: options.stage, done, total });
  for (let start = 0; start < plans.length; start += options.chunkSize) {
    const chunk = plans.slice(start, start + options.chunkSize);
    const stored: PlannedRow[] = [];
    if (options.dryRun || chunk.every((plan) => !plan.write)) stored.push(...chunk);
    else {
      await db.transaction(async (tx) => {
        for (const plan of chunk) {
          if (!plan.write) {
            stored.push(plan);
            continue;
          }
          try {
            await tx.transaction((savepoint) => plan.write!(savepoint));
            stored.push(plan);
          } catch (error) {
            const { field, message } = databaseFieldError(error);
            failures.push({ type, row: plan.row, externalId: plan.externalId, field, message });
            counts[type].failed += 1;
          }
        }
      });
    }
    // Only once the chunk is committed: ids of rows that did not commit must not be referred to.
    for (const plan of stored) {
      counts[type][plan.outcome] += 1;
      plan.onStored?.();
    }
    done += chunk.length;
    options.onProgress?.({ stage: options.stage, done, total });
  }
}
