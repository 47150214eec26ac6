import { describe, expect, it } from 'vitest';
import { categoryScore, renderLighthouseReport, scoresTable, shortfalls, type LighthouseResult } from './lighthouse-report';

/** A Lighthouse result with the given category scores (0–1) and audits. */
function result(scores: Record<string, number | null>, audits: LighthouseResult['audits'] = {}, benchmarkIndex = 900): LighthouseResult {
  const refs: Record<string, { id: string; weight: number }[]> = {
    performance: [
      { id: 'total-blocking-time', weight: 30 },
      { id: 'first-contentful-paint', weight: 10 },
      { id: 'cumulative-layout-shift', weight: 25 },
    ],
    accessibility: [
      { id: 'color-contrast', weight: 7 },
      { id: 'bypass', weight: 0 },
    ],
    'best-practices': [],
    seo: [{ id: 'is-crawlable', weight: 1 }],
  };
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: refs[id] ?? [] }])),
    audits,
    environment: { benchmarkIndex },
    runWarnings: [],
  };
}

const audit = (score: number | null, extra: Partial<NonNullable<LighthouseResult['audits'][string]>> = {}) => ({
  title: 'an audit',
  score,
  scoreDisplayMode: score === null ? 'notApplicable' : 'numeric',
  ...extra,
});

describe('categoryScore', () => {
  it('reads a category out of 100, and nothing when Lighthouse could not score it', () => {
    const lhr = result({ performance: 0.946, seo: null });
    expect(categoryScore(lhr, 'performance')).toBe(95);
    expect(categoryScore(lhr, 'seo')).toBeUndefined();
    expect(categoryScore(lhr, 'accessibility')).toBeUndefined();
  });
});

describe('shortfalls', () => {
  it('says nothing when every category meets its target', () => {
    expect(shortfalls(result({ performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 }))).toEqual([]);
  });

  it('names the failed audits that carry weight, and for performance the largest estimated savings', () => {
    const lhr = result(
      { performance: 0.8, accessibility: 0.93, 'best-practices': 1, seo: 0.6 },
      {
        'total-blocking-time': audit(0.5, { numericValue: 420, displayValue: '420 ms' }),
        'first-contentful-paint': audit(1, { numericValue: 900 }),
        'cumulative-layout-shift': audit(0.9, { numericValue: 0.12, displayValue: '0.12' }),
        'color-contrast': audit(0),
        bypass: audit(0),
        'is-crawlable': audit(0),
        'unused-javascript': audit(0.5, { details: { type: 'opportunity', overallSavingsMs: 300 } }),
        'render-blocking-resources': audit(0.5, { details: { type: 'opportunity', overallSavingsMs: 450 } }),
        'uses-text-compression': audit(1, { details: { type: 'opportunity', overallSavingsMs: 0 } }),
      },
    );
    expect(shortfalls(lhr)).toEqual([
      'performance 80: total-blocking-time 50 (420 ms); cumulative-layout-shift 90 (0.12)',
      '  estimated savings: render-blocking-resources 450 ms; unused-javascript 300 ms',
      'accessibility 93: color-contrast 0',
      'seo 60: is-crawlable 0',
    ]);
  });
});

describe('the report', () => {
  const good = result({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }, {
    'first-contentful-paint': audit(1, { numericValue: 912.4 }),
    'cumulative-layout-shift': audit(1, { numericValue: 0.0123 }),
  });
  const slow = result({ performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 }, {}, 1200);

  it('shows the median run’s scores and metrics, and the performance of every run', () => {
    const table = scoresTable([{ name: 'home', path: '/', runs: [slow, good, good], median: good }]);
    const [header, , row] = table.split('\n');
    expect(header).toMatch(/^page\s+path\s+perf\s+a11y\s+BP\s+SEO\s+FCP\s+LCP\s+TBT\s+CLS\s+SI\s+perf of each run$/);
    expect(row).toMatch(/^home\s+\/\s+99\s+100\s+100\s+100\s+912 ms\s+–\s+–\s+0\.012\s+–\s+90 99 99$/);
  });

  it('lists the pages below target and the benchmark index range', () => {
    const report = renderLighthouseReport([
      { name: 'home', path: '/', runs: [good], median: good },
      { name: 'post', path: '/p/1', runs: [slow], median: slow },
    ]);
    expect(report).toContain('Below target (performance 95, the others 100):\npost:\n  performance 90: no scored audit failed');
    expect(report).not.toContain('home:');
    expect(report).toContain('benchmark index on this machine: 900–1200');
  });

  it('says so when every page meets the targets', () => {
    expect(renderLighthouseReport([{ name: 'home', path: '/', runs: [good], median: good }])).toContain('Every page meets the targets');
  });
});
