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
    const single = singleVisitorTable([
      { label: 'engine', run: { ...latency, requests: 10, errors: {} } },
      { label: 'cached', run: { ...latency, p95: 3, p99: 5, requests: 10, errors: {} } },
    ]);
    expect(single).toMatch(/^engine\s+10\s+0\s+12\.0 ms\s+28\.0 ms\s+70\.0 ms.*p95 ≤ 30 ms, p99 ≤ 60 ms\s+no$/m);
    expect(single).toMatch(/^cached\s+10\s+0\s+12\.0 ms\s+3\.00 ms\s+5\.00 ms.*\s+yes$/m);
  });

  it('compares the loaded p95 with one visitor’s', () => {
    const run = { ...latency, requests: 600, visitors: 50, seconds: 60, rss: { before: 200 * 1024 * 1024 } };
    const table = loadTable([
      { label: 'as browsers ask', run: { ...run, errors: { 'HTTP 503': 2 } }, singleP95: 20 },
      { label: 'engine', run: { ...run, errors: {} }, singleP95: 10 },
      { label: 'fast', run: { ...run, errors: {} }, singleP95: 14 },
    ]);
    // Errors fail the target whatever the latency.
    expect(table).toMatch(/as browsers ask\s+50\s+600\s+10\s+2 \(HTTP 503 2\)\s+12\.0 ms\s+28\.0 ms\s+70\.0 ms\s+1\.40×\s+0 errors, p95 ≤ 2× 1 visitor\s+no\s+200 MiB/);
    expect(table).toMatch(/engine\s+50\s+600\s+10\s+0\s+.*2\.80×\s+0 errors, p95 ≤ 2× 1 visitor\s+no/);
    expect(table).toMatch(/fast\s+50\s+600\s+10\s+0\s+.*2\.00×\s+0 errors, p95 ≤ 2× 1 visitor\s+yes/);
  });
});
