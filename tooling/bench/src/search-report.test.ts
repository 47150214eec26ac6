import { describe, expect, it } from 'vitest';
import { engineTable, loadTable, meets, singleVisitorTable, slowestPrefixes } from './search-report';

describe('meets', () => {
  it('is yes when every figure is within its limit', () => {
    expect(meets([29.9, 30], [60, 60])).toBe('yes');
    expect(meets([29.9, 30], [61, 60])).toBe('no');
    expect(meets([Number.NaN, 30])).toBe('–');
  });
});

describe('slowestPrefixes', () => {
  it('orders prefixes by their median answer, slowest first', () => {
    const byPrefix = new Map([
      ['b', [30, 10, 20]],
      ['be', [5, 90]],
      ['ber', [1]],
    ]);
    expect(slowestPrefixes(byPrefix, 2)).toEqual([
      ['b', 20, 30],
      ['be', 5, 90],
    ]);
  });
});

describe('tables', () => {
  const latency = { count: 10, p50: 12, p95: 28, p99: 70, max: 80 };

  it('puts each figure beside its target', () => {
    const table = engineTable({ name: 'floor', ...latency, p50: 1, p95: 2 }, [{ name: 'results page', p95Target: 80, ...latency }]);
    expect(table).toMatch(/results page\s+10\s+12\.0 ms\s+28\.0 ms\s+70\.0 ms\s+12\.00×\s+14\.00×\s+p95 ≤ 80 ms\s+yes/);
    expect(singleVisitorTable({ ...latency, requests: 10, errors: {} })).toMatch(/p95 ≤ 30 ms, p99 ≤ 60 ms\s+no$/m);
  });

  it('compares the loaded p95 with one visitor’s', () => {
    const table = loadTable(
      { ...latency, requests: 600, errors: { 'HTTP 503': 2 }, visitors: 50, seconds: 60, rss: { before: 200 * 1024 * 1024 } },
      10,
    );
    expect(table).toMatch(/50\s+600\s+10\s+2 \(HTTP 503 2\)\s+12\.0 ms\s+28\.0 ms\s+70\.0 ms\s+2\.80×\s+p95 ≤ 2× 1 visitor\s+no\s+200 MiB/);
  });
});
