import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './latency';

describe('percentile', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => index + 1);

  it('is the nearest rank: the smallest timing at least that share of them do not exceed', () => {
    expect(percentile(twenty, 0.5)).toBe(10);
    expect(percentile(twenty, 0.95)).toBe(19);
    expect(percentile(twenty, 0.99)).toBe(20);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('stays inside the list at the edges, and is NaN for no timings', () => {
    expect(percentile(twenty, 0)).toBe(1);
    expect(percentile(twenty, 1)).toBe(20);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the timings and gives count, p50, p95, p99 and max', () => {
    const timings = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarize(timings)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });
});
