/**
 * `importCatalogue`: a whole catalogue into the database, authors first, then series, then posts
 * (which name them). Every row is checked before anything is written; each row is stored whole or
 * not at all, and reported with its row, external id, field and message when it is not. A dry run
 * checks the same (references to series and authors in the file or the database included) and
 * writes nothing.
 */
import type { Database } from '@openshiur/db';
import type { Catalogue } from './catalogue';
import type { Checked } from './common-fields';
import { recordTypes, type RecordType, type SourceRecord } from './fields';
import { recordImport } from './follow-up';
import { planNamedRecords, type IdsByExternalId } from './import-named';
import { planPosts } from './import-posts';
import { stripMarkup } from '../server/sanitize';
import { emptyCounts, type Counts, type RowFailure } from './outcomes';
import { writeStage, type StageProgress } from './stage';
import { checkAuthor } from './validate-author';
import { checkPost } from './validate-post';
import { checkSeries } from './validate-series';

export interface ImportOptions {
  dryRun?: boolean;
  /** Names the run in the audit log (the file's name). */
  fileName: string;
  onProgress?: (progress: StageProgress) => void;
  /** Rows per transaction (each row in a savepoint of its own). */
  chunkSize?: number;
  now?: Date;
}

export interface ImportReport {
  dryRun: boolean;
  counts: Counts;
  /** Rows that failed: one entry per field at fault, in file order. */
  failures: RowFailure[];
  /** Scheduled posts given a publishing job (or, in a dry run, that would be). */
  scheduledPosts: number;
  seconds: number;
}

export async function importCatalogue(
  db: Database,
  catalogue: Catalogue,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const dryRun = options.dryRun === true;
  const counts = emptyCounts();
  const failures: RowFailure[] = catalogue.unreadable.map((row) => ({ type: null, ...row }));
  const stageOptions = {
    dryRun,
    chunkSize: options.chunkSize ?? 500,
    counts,
    failures,
    onProgress: options.onProgress,
  };
  const fail = (type: RecordType, failed: readonly RowFailure[]) => {
    failures.push(...failed);
    counts[type].failed += new Set(failed.map((failure) => failure.row)).size;
  };

  const authorRows = checkAll(catalogue, 'author', checkAuthor);
  fail('author', authorRows.failures);
  const authorIds: IdsByExternalId = new Map();
  const authorPlan = await planNamedRecords(db, authorRows.valid, {
    table: 'authors',
    dryRun,
    ids: authorIds,
    // Names may carry inline markup; the slug is made from the words.
    slugText: (author) => stripMarkup(author.name),
    slugFallback: 'author',
  });
  await writeStage(
    db,
    authorPlan.plans,
    {
      ...stageOptions,
      type: 'author',
      stage: 'authors',
      failedEarlier: authorRows.failedRows,
    },
    authorPlan.writeTogether,
  );

  const seriesRows = checkAll(catalogue, 'series', checkSeries);
  fail('series', seriesRows.failures);
  const seriesIds: IdsByExternalId = new Map();
  const seriesPlan = await planNamedRecords(db, seriesRows.valid, {
    table: 'series',
    dryRun,
    ids: seriesIds,
    slugText: (oneSeries) => oneSeries.name,
    slugFallback: 'series',
  });
  await writeStage(
    db,
    seriesPlan.plans,
    {
      ...stageOptions,
      type: 'series',
      stage: 'series',
      failedEarlier: seriesRows.failedRows,
    },
    seriesPlan.writeTogether,
  );

  const postRows = checkAll(catalogue, 'post', checkPost);
  fail('post', postRows.failures);
  let scheduledPosts = 0;
  const {
    plans: postPlans,
    failures: referenceFailures,
    writeTogether,
  } = await planPosts(db, postRows.valid, {
    dryRun,
    now: options.now ?? new Date(),
    seriesIds,
    authorIds,
    failedSeriesRows: failedRowsByExternalId(failures, 'series'),
    failedAuthorRows: failedRowsByExternalId(failures, 'author'),
    onScheduled: () => (scheduledPosts += 1),
  });
  fail('post', referenceFailures);
  await writeStage(
    db,
    postPlans,
    {
      ...stageOptions,
      type: 'post',
      stage: 'posts',
      failedEarlier: postRows.failedRows + referenceFailures.length,
    },
    writeTogether,
  );

  // By kind in the order they were imported, then by row (a JSON file numbers each list's rows anew).
  const order = (failure: RowFailure) => (failure.type ? recordTypes.indexOf(failure.type) : -1);
  failures.sort((a, b) => order(a) - order(b) || a.row - b.row);
  const seconds = Math.round(performance.now() - started) / 1000;
  if (!dryRun)
    await recordImport(db, { fileName: options.fileName, counts, scheduledPosts, seconds });
  return { dryRun, counts, failures, scheduledPosts, seconds };
}

interface CheckedRows<T> {
  valid: { row: number; value: T }[];
  failures: RowFailure[];
  failedRows: number;
}

/**
 * Checks every record of one type. An external id given to two records of the type fails both:
 * which of them the catalogue means cannot be told.
 */
function checkAll<T extends { externalId: string }>(
  catalogue: Catalogue,
  type: RecordType,
  check: (record: SourceRecord) => Checked<T>,
): CheckedRows<T> {
  const records = catalogue.records.filter((record) => record.type === type);
  const rowsById = new Map<string, number[]>();
  for (const record of records) {
    const id = record.values.externalId;
    if (typeof id === 'string') rowsById.set(id, [...(rowsById.get(id) ?? []), record.row]);
  }
  const result: CheckedRows<T> = { valid: [], failures: [], failedRows: 0 };
  for (const record of records) {
    const externalId =
      typeof record.values.externalId === 'string' ? record.values.externalId : null;
    const checked = check(record);
    const errors = [...checked.errors];
    const sameId = externalId ? rowsById.get(externalId)! : [];
    if (sameId.length > 1) {
      errors.push({
        field: 'externalId',
        message: `Given to more than one ${type} (rows ${sameId.join(', ')})`,
      });
    }
    if (checked.value && errors.length === 0)
      result.valid.push({ row: record.row, value: checked.value });
    else {
      result.failedRows += 1;
      result.failures.push(
        ...errors.map((error) => ({ type, row: record.row, externalId, ...error })),
      );
    }
  }
  return result;
}

function failedRowsByExternalId(
  failures: readonly RowFailure[],
  type: RecordType,
): Map<string, number> {
  const rows = new Map<string, number>();
  for (const failure of failures) {
    if (failure.type === type && failure.externalId && !rows.has(failure.externalId))
      rows.set(failure.externalId, failure.row);
  }
  return rows;
}
