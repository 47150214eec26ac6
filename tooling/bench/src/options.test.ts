import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

describe('parseOptions', () => {
  it('defaults to a build, the small embedded database and 10 s at 10 connections', () => {
    expect(parseOptions([], {})).toEqual({
      large: false,
      build: true,
      all: false,
      heavy: true,
      signedIn: true,
      durationSeconds: 10,
      connections: 10,
      heavyDurationSeconds: 60,
      heavyConnections: 200,
      testDatabaseUrl: undefined,
      databaseName: 'openshiur_bench',
    });
  });

  it('reads the flags (after the `--` pnpm passes through) and BENCH_* variables', () => {
    const options = parseOptions(['--', '--large', '--no-build', '--no-heavy'], {
      BENCH_DURATION: '8',
      BENCH_CONNECTIONS: '50',
      BENCH_HEAVY_DURATION: '30',
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      BENCH_DATABASE_NAME: 'mine',
    });
    expect(options).toMatchObject({
      large: true,
      build: false,
      heavy: false,
      signedIn: true,
      durationSeconds: 8,
      connections: 50,
      heavyDurationSeconds: 30,
      testDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseName: 'mine',
    });
  });

  it('refuses unknown flags and durations that are not whole positive numbers', () => {
    expect(() => parseOptions(['--lrage'], {})).toThrow(/Unknown argument --lrage/);
    expect(() => parseOptions([], { BENCH_DURATION: '0' })).toThrow(/BENCH_DURATION/);
    expect(() => parseOptions([], { BENCH_HEAVY_DURATION: 'ten' })).toThrow(/BENCH_HEAVY_DURATION/);
  });
});
