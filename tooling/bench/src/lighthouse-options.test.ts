import { describe, expect, it } from 'vitest';
import { parseLighthouseOptions } from './lighthouse-options';

describe('parseLighthouseOptions', () => {
  it('defaults to a build, the small embedded database, 3 runs a page and the bare page', () => {
    expect(parseLighthouseOptions([], {})).toEqual({
      large: false,
      build: true,
      testDatabaseUrl: undefined,
      databaseName: 'openshiur_bench',
      runs: 3,
      bare: true,
      reportsDir: undefined,
    });
  });

  it('reads its flags and variables, and refuses the load bench’s flags', () => {
    expect(
      parseLighthouseOptions(['--', '--large', '--no-build', '--no-bare'], {
        BENCH_LIGHTHOUSE_RUNS: '5',
        BENCH_LIGHTHOUSE_REPORTS: '/tmp/reports',
        TEST_DATABASE_URL: 'postgres://h/test',
      }),
    ).toMatchObject({ large: true, build: false, bare: false, runs: 5, reportsDir: '/tmp/reports', testDatabaseUrl: 'postgres://h/test' });
    expect(() => parseLighthouseOptions(['--no-heavy'], {})).toThrow('Unknown argument --no-heavy');
    expect(() => parseLighthouseOptions([], { BENCH_LIGHTHOUSE_RUNS: '0' })).toThrow('BENCH_LIGHTHOUSE_RUNS must be a whole number above 0');
  });
});
