import { describe, expect, it, vi } from 'vitest';
import { cspViolationCount, parseCspReport, recordCspViolations } from './csp-reports';

const legacy = {
  'csp-report': {
    'document-uri': 'https://openshiur.example/series/3',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'script-sample': 'alert(1)',
  },
};

describe('parseCspReport', () => {
  it('reads the report-uri format', () => {
    expect(parseCspReport(JSON.stringify(legacy))).toEqual([
      {
        page: 'https://openshiur.example/series/3',
        directive: 'script-src-elem',
        blocked: 'inline',
        sample: 'alert(1)',
        disposition: 'enforce',
      },
    ]);
  });

  it('reads a report with fields left out', () => {
    const sparse = {
      'csp-report': {
        'document-uri': 'http://site.test/',
        'violated-directive': 'script-src',
        'blocked-uri': 'inline',
      },
    };
    expect(parseCspReport(JSON.stringify(sparse))).toEqual([
      {
        page: 'http://site.test/',
        directive: 'script-src',
        blocked: 'inline',
        sample: '',
        disposition: '',
      },
    ]);
  });

  it("reads the Reporting API's batches, keeping only the CSP reports", () => {
    const batch = [
      { type: 'deprecation', url: 'https://openshiur.example/', body: { id: 'x' } },
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://openshiur.example/p/1',
        user_agent: 'Chromium',
        body: {
          documentURL: 'https://openshiur.example/p/1',
          effectiveDirective: 'worker-src',
          blockedURL: 'blob',
          sample: '',
          disposition: 'report',
        },
      },
    ];
    expect(parseCspReport(JSON.stringify(batch))).toEqual([
      {
        page: 'https://openshiur.example/p/1',
        directive: 'worker-src',
        blocked: 'blob',
        sample: '',
        disposition: 'report',
      },
    ]);
  });

  it('refuses anything else, and keeps long fields short', () => {
    for (const body of [
      '',
      'not json',
      '{}',
      '[]',
      '[{"type":"deprecation"}]',
      '{"csp-report":null}',
      '"x"',
      JSON.stringify(Array(101).fill(legacy)),
    ])
      expect(parseCspReport(body), body.slice(0, 40)).toBeNull();
    const long = parseCspReport(
      JSON.stringify({
        'csp-report': {
          ...legacy['csp-report'],
          'script-sample': 'x'.repeat(5000),
          'blocked-uri': { nested: true },
        },
      }),
    );
    expect(long?.[0]?.sample).toHaveLength(300);
    expect(long?.[0]?.blocked).toBe('');
  });
});

describe('recordCspViolations', () => {
  it('counts every violation and logs at most 20 lines a minute', () => {
    const before = cspViolationCount().reports;
    const log = vi.fn();
    const violation = parseCspReport(JSON.stringify(legacy))?.[0];
    if (!violation) throw new Error('the sample report did not parse');
    const minute = 60_000 * 1_000_000;
    recordCspViolations(Array(25).fill(violation), minute, log);
    expect(cspViolationCount().reports).toBe(before + 25);
    expect(log).toHaveBeenCalledTimes(20);
    expect(log).toHaveBeenCalledWith(
      '[csp] refused script-src-elem inline on https://openshiur.example/series/3 ("alert(1)")',
    );
    recordCspViolations([violation], minute + 30_000, log);
    expect(log).toHaveBeenCalledTimes(20);
    recordCspViolations([{ ...violation, disposition: 'report' }], minute + 60_000, log);
    expect(log).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[csp\] would refuse script-src-elem/),
    );
  });
});
