/**
 * Writes one kind of record a chunk of rows at a time. A chunk is first written together in one
 * transaction (multi-row INSERTs: one statement, and one run of the posts' search trigger, for
 * hundreds of rows). If the database refuses any of it, nothing of the chunk stays and it is
 * written again row by row, a savepoint each: a row refused then is rolled back alone and
 * reported, and the rest of its chunk goes on. Either way each row is stored whole or not at all.
 */
import type { Database } from '@openshiur/db';
import { databaseFieldError } from './database-errors';
import type { RecordType } from './fields';
import type { Counts, RowFailure } from './outcomes';

/** A transaction (or a savepoint in one): where a row is written. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PlannedRow<TData = unknown> {
  row: number;
  externalId: string;
  outcome: 'created' | 'updated' | 'unchanged';
  /** Writes the row, all of it (credits, jobs); none for an unchanged row. */
  write?: (tx: Transaction) => Promise<void>;
  /** After the row is stored (or, in a dry run, would be): what later rows may refer to. */
  onStored?: () => void;
  /** What the stage's `writeTogether` needs to write the row with others. */
  data?: TData;
}

/** Writes the chunk's rows (the unchanged ones left out) all at once; throwing undoes the chunk. */
export type WriteTogether<TData> = (tx: Transaction, plans: PlannedRow<TData>[]) => Promise<void>;

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

export async function writeStage<TData>(
  db: Database,
  plans: readonly PlannedRow<TData>[],
  options: StageOptions,
  writeTogether?: WriteTogether<TData>,
): Promise<void> {
  const { type, counts, failures } = options;
  const total = plans.length + options.failedEarlier;
  let done = options.failedEarlier;
  options.onProgress?.({ stage: options.stage, done, total });
  for (let start = 0; start < plans.length; start += options.chunkSize) {
    const chunk = plans.slice(start, start + options.chunkSize);
    const writable = chunk.filter((plan) => plan.write);
    const stored: PlannedRow<TData>[] = [];
    if (options.dryRun || writable.length === 0) stored.push(...chunk);
    else if (
      writeTogether &&
      writable.length > 1 &&
      (await together(db, writable, writeTogether))
    ) {
      stored.push(...chunk);
    } else {
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

/** Whether the rows were written together; false when the database refused (nothing of them stays). */
async function together<TData>(
  db: Database,
  plans: PlannedRow<TData>[],
  writeTogether: WriteTogether<TData>,
): Promise<boolean> {
  try {
    await db.transaction((tx) => writeTogether(tx, plans));
    return true;
  } catch {
    return false;
  }
}
