/** The end of a run, for people: the summary table, and the failed rows as a CSV or JSON file. */
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { RowFailure } from './outcomes';
import type { ImportReport } from './run-import';

const typeLabels = { author: 'authors', series: 'series', post: 'posts' } as const;

/**
 * ```
 * Imported in 12.3 s:
 *            created  updated  unchanged  failed
 *   authors      200        0          0       0
 * ```
 */
export function summaryText(report: ImportReport): string {
  const heading = report.dryRun
    ? `Dry run (nothing written), checked in ${report.seconds.toFixed(1)} s:`
    : `Imported in ${report.seconds.toFixed(1)} s:`;
  const header = `  ${''.padEnd(8)}${['created', 'updated', 'unchanged', 'failed'].map((label) => label.padStart(10)).join('')}`;
  const lines = Object.entries(report.counts).map(([type, count]) => {
    const cells = [count.created, count.updated, count.unchanged, count.failed].map((value) =>
      value.toLocaleString('en-US').padStart(10),
    );
    return `  ${typeLabels[type as keyof typeof typeLabels].padEnd(8)}${cells.join('')}`;
  });
  const untyped = report.failures.filter((failure) => failure.type === null).length;
  if (untyped > 0) lines.push(`  ${untyped} row${untyped > 1 ? 's' : ''} of no known type failed`);
  const words = report.dryRun ? 'would get' : 'got';
  if (report.scheduledPosts > 0)
    lines.push(
      `  ${report.scheduledPosts} Scheduled post${report.scheduledPosts > 1 ? 's' : ''} ${words} a publishing job`,
    );
  return [heading, header, ...lines].join('\n');
}

/** One line a failure, for the terminal: `row 12 post "p-12": daf: Berachos has dafim 2 to 64`. */
export function failureLine(failure: RowFailure): string {
  const what = [
    `row ${failure.row}`,
    failure.type,
    failure.externalId ? `"${failure.externalId}"` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return `${what}: ${failure.field ? `${failure.field}: ` : ''}${failure.message}`;
}

const REPORT_COLUMNS = ['row', 'type', 'externalId', 'field', 'message'] as const;

/** Writes the failed rows to `path`: JSON when it ends in .json, CSV otherwise (one line a field at fault). */
export async function writeFailureReport(
  path: string,
  failures: readonly RowFailure[],
): Promise<void> {
  if (extname(path).toLowerCase() === '.json') {
    await writeFile(path, `${JSON.stringify(failures, null, 2)}\n`);
    return;
  }
  const rows = failures.map((failure) => REPORT_COLUMNS.map((column) => failure[column] ?? ''));
  await writeFile(path, stringify(rows, { header: true, columns: [...REPORT_COLUMNS] }));
}
