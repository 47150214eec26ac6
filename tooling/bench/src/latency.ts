/** Latency figures of a list of timings (milliseconds): the percentiles the search bench prints. */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The nearest-rank percentile of ascending `sorted`: the smallest timing that at least `fraction`
 * of them do not exceed (p95 of 20 timings is the 19th). NaN for no timings.
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(timings: readonly number[]): LatencySummary {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
