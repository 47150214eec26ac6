/**
 * `pnpm bench:lighthouse`'s tables: each page's Lighthouse scores (the run nearest the median), its
 * metrics, and why a category scored under 100 (performance: under its target).
 */
import { renderTable, shortPath } from './format';

/** The parts of Lighthouse's result (`LH.Result`) the report reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: readonly { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        details?: { type?: string; overallSavingsMs?: number };
      }
    | undefined
  >;
  environment: { benchmarkIndex: number };
  runWarnings: readonly string[];
}

export interface MeasuredPage {
  name: string;
  path: string;
  /** Every run, in order. */
  runs: readonly LighthouseResult[];
  /** The run reported: nearest the median FCP and TTI (Lighthouse's `computeMedianRun`). */
  median: LighthouseResult;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Issue 14's targets: performance ≥ 95, the other three 100. */
export const PERFORMANCE_TARGET = 95;

/** A category's score out of 100, or undefined when Lighthouse could not score it. */
export function categoryScore(result: LighthouseResult, category: string): number | undefined {
  const score = result.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : undefined;
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

function metricCell(result: LighthouseResult, id: string): string {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) return '–';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

const scoreCell = (score: number | undefined) => (score === undefined ? '–' : String(score));

/** The scores table: the median run's scores and metrics, and the performance scores of every run. */
export function scoresTable(pages: readonly MeasuredPage[]): string {
  const rows = pages.map((page) => [
    page.name,
    shortPath(page.path),
    ...CATEGORIES.map((category) => scoreCell(categoryScore(page.median, category))),
    ...METRICS.map(([, id]) => metricCell(page.median, id)),
    page.runs.map((run) => scoreCell(categoryScore(run, 'performance'))).join(' '),
  ]);
  return renderTable(['page', 'path', 'perf', 'a11y', 'BP', 'SEO', ...METRICS.map(([label]) => label), 'perf of each run'], rows);
}

/**
 * Why the median run missed a target, one line each: audits that failed in a category under 100,
 * and for performance under its target the metrics that cost points and the largest savings
 * Lighthouse estimates.
 */
export function shortfalls(result: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const score = categoryScore(result, category);
    const target = category === 'performance' ? PERFORMANCE_TARGET : 100;
    if (score === undefined || score >= target) continue;
    const refs = result.categories[category]?.auditRefs ?? [];
    const failed = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: result.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map(({ id, audit }) => `${id} ${Math.round(audit!.score! * 100)}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
    lines.push(`${category} ${score}: ${failed.join('; ') || 'no scored audit failed'}`);
    if (category === 'performance') {
      const savings = Object.entries(result.audits)
        .filter(([, audit]) => (audit?.details?.overallSavingsMs ?? 0) > 0)
        .sort(([, a], [, b]) => (b!.details!.overallSavingsMs ?? 0) - (a!.details!.overallSavingsMs ?? 0))
        .slice(0, 3)
        .map(([id, audit]) => `${id} ${Math.round(audit!.details!.overallSavingsMs!)} ms`);
      if (savings.length) lines.push(`  estimated savings: ${savings.join('; ')}`);
    }
  }
  return lines;
}

/** The whole report: the table, each page's shortfalls, and the machine's speed as Lighthouse saw it. */
export function renderLighthouseReport(pages: readonly MeasuredPage[]): string {
  const notes = pages.flatMap((page) => {
    const lines = [...shortfalls(page.median), ...page.median.runWarnings.map((warning) => `warning: ${warning}`)];
    return lines.length ? [`${page.name}:`, ...lines.map((line) => `  ${line}`)] : [];
  });
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.environment.benchmarkIndex));
  const machine = indexes.length
    ? `Lighthouse's CPU benchmark index on this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (its simulated 4× CPU slowdown is meant for a fast desktop: on a slower machine TBT reads higher).`
    : '';
  return [scoresTable(pages), notes.length ? `\nBelow target (performance ${PERFORMANCE_TARGET}, the others 100):\n${notes.join('\n')}` : '\nEvery page meets the targets (performance ≥ 95, the others 100).', machine]
    .filter(Boolean)
    .join('\n');
}
