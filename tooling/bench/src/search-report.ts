/**
 * The tables `pnpm bench:search` prints, each figure beside the target for it ("Search
 * that stays fast as the catalogue grows": results page p95 ≤ 80 ms at 100k posts; dropdown over
 * HTTP p95 ≤ 30 ms and p99 ≤ 60 ms; under load, p95 within 2× of one visitor's).
 */
import type { EngineTiming } from './engine-timings';
import { byteSize, mebibytes, milliseconds, ratio, renderTable } from './format';
import type { LatencySummary } from './latency';
import { describeErrorKinds } from './measure';
import type { StorageRow } from './search-index';

export const DROPDOWN_TARGET = { p95: 30, p99: 60 } as const;
/** Under load, p95 at most this many times the single visitor's. */
export const LOAD_FACTOR_TARGET = 2;

/** `yes` when every figure is within its limit, `no` otherwise; a dash with nothing to compare. */
export function meets(...checks: readonly (readonly [value: number, limit: number])[]): string {
  if (checks.length === 0 || checks.some(([value]) => !Number.isFinite(value))) return '–';
  return checks.every(([value, limit]) => value <= limit) ? 'yes' : 'no';
}

export function engineTable(floor: EngineTiming, timings: readonly EngineTiming[]): string {
  const row = (timing: EngineTiming) => [
    timing.name,
    String(timing.count),
    milliseconds(timing.p50),
    milliseconds(timing.p95),
    milliseconds(timing.p99),
    ratio(timing.p50, floor.p50),
    ratio(timing.p95, floor.p95),
    timing.p95Target === undefined ? '–' : `p95 ≤ ${timing.p95Target} ms`,
    timing.p95Target === undefined ? '–' : meets([timing.p95, timing.p95Target]),
  ];
  return renderTable(
    ['engine call', 'calls', 'p50', 'p95', 'p99', '×floor p50', '×floor p95', 'target', 'met'],
    [row(floor), ...timings.map(row)],
  );
}

export interface HttpRun extends LatencySummary {
  requests: number;
  errors: Record<string, number>;
}

const errorCount = (errors: Record<string, number>) => Object.values(errors).reduce((sum, count) => sum + count, 0);

/** One visitor's answers: which way they were asked (with or without the server's cache) and the figures. */
export interface LabelledRun<T extends HttpRun = HttpRun> {
  label: string;
  run: T;
}

export function singleVisitorTable(runs: readonly LabelledRun[]): string {
  return renderTable(
    ['dropdown over HTTP, one visitor', 'requests', 'errors', 'p50', 'p95', 'p99', 'max', 'target', 'met'],
    runs.map(({ label, run }) => [
      label,
      String(run.requests),
      String(errorCount(run.errors)),
      milliseconds(run.p50),
      milliseconds(run.p95),
      milliseconds(run.p99),
      milliseconds(run.max),
      `p95 ≤ ${DROPDOWN_TARGET.p95} ms, p99 ≤ ${DROPDOWN_TARGET.p99} ms`,
      meets([run.p95, DROPDOWN_TARGET.p95], [run.p99, DROPDOWN_TARGET.p99]),
    ]),
  );
}

/** The `count` prefixes with the slowest median answer, slowest first. */
export function slowestPrefixes(byPrefix: ReadonlyMap<string, readonly number[]>, count: number): [string, number, number][] {
  const median = (timings: readonly number[]) => [...timings].sort((a, b) => a - b)[Math.floor((timings.length - 1) / 2)]!;
  return [...byPrefix]
    .filter(([, timings]) => timings.length > 0)
    .map(([prefix, timings]): [string, number, number] => [prefix, median(timings), Math.max(...timings)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

export function slowestPrefixesTable(byPrefix: ReadonlyMap<string, readonly number[]>, count = 8): string {
  return renderTable(
    ['slowest prefixes', 'median', 'max'],
    slowestPrefixes(byPrefix, count).map(([prefix, median, max]) => [JSON.stringify(prefix), milliseconds(median), milliseconds(max)]),
  );
}

export interface LoadRun extends HttpRun {
  visitors: number;
  seconds: number;
  rss: { before?: number; after?: number; peak?: number };
}

/** Each loaded run beside the one-visitor run asked the same way (`singleP95`). */
export function loadTable(runs: readonly (LabelledRun<LoadRun> & { singleP95: number })[]): string {
  return renderTable(
    ['asked', 'visitors', 'requests', 'req/s', 'errors', 'p50', 'p95', 'p99', 'p95 vs 1 visitor', 'target', 'met', 'RSS before', 'after', 'peak'],
    runs.map(({ label, run, singleP95 }) => {
      const errors = errorCount(run.errors);
      return [
        label,
        String(run.visitors),
        String(run.requests),
        (run.requests / run.seconds).toFixed(0),
        errors ? `${errors} (${describeErrorKinds(run.errors)})` : '0',
        milliseconds(run.p50),
        milliseconds(run.p95),
        milliseconds(run.p99),
        ratio(run.p95, singleP95),
        `0 errors, p95 ≤ ${LOAD_FACTOR_TARGET}× 1 visitor`,
        errors > 0 ? 'no' : meets([run.p95, LOAD_FACTOR_TARGET * singleP95]),
        mebibytes(run.rss.before),
        mebibytes(run.rss.after),
        mebibytes(run.rss.peak),
      ];
    }),
  );
}

export function storageTable(rows: readonly StorageRow[]): string {
  return renderTable(
    ['relation', 'what', 'size'],
    rows.map((row) => [row.name, row.what, byteSize(row.bytes)]),
  );
}
