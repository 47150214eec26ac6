import { describe, expect, it } from 'vitest';
import { LARGE_SEED_POSTS, parseSearchOptions } from './search-options';

describe('parseSearchOptions', () => {
  it('defaults to the large seed, a build, HTTP and load, 50 visitors for 60 s', () => {
    expect(LARGE_SEED_POSTS).toBe(100_600);
    expect(parseSearchOptions([], {})).toEqual({
      posts: 100_600,
      build: true,
      fresh: false,
      http: true,
      load: true,
      rounds: 5,
      visitors: 50,
      loadSeconds: 60,
      testDatabaseUrl: undefined,
      databaseName: 'openshiur_search_bench_100600',
    });
  });

  it('reads --posts N (after the `--` pnpm passes through), the switches and BENCH_SEARCH_* variables', () => {
    const options = parseSearchOptions(['--', '--posts', '1_000_000', '--no-build', '--fresh', '--no-load'], {
      BENCH_SEARCH_VISITORS: '20',
      BENCH_SEARCH_LOAD_SECONDS: '15',
      BENCH_SEARCH_ROUNDS: '2',
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(options).toMatchObject({
      posts: 1_000_000,
      build: false,
      fresh: true,
      http: true,
      load: false,
      rounds: 2,
      visitors: 20,
      loadSeconds: 15,
      testDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseName: 'openshiur_search_bench_1000000',
    });
    expect(parseSearchOptions(['--posts=250,000', '--no-http'], {})).toMatchObject({ posts: 250_000, http: false });
  });

  it('names the database after BENCH_SEARCH_DATABASE_NAME when set', () => {
    expect(parseSearchOptions([], { BENCH_SEARCH_DATABASE_NAME: 'mine' }).databaseName).toBe('mine');
  });

  it('refuses unknown flags and post counts that are not whole positive numbers', () => {
    expect(() => parseSearchOptions(['--large'], {})).toThrow(/Unknown argument --large/);
    expect(() => parseSearchOptions(['--posts'], {})).toThrow(/--posts needs/);
    expect(() => parseSearchOptions(['--posts', '1e3.5'], {})).toThrow(/--posts needs/);
    expect(() => parseSearchOptions(['--posts', '0'], {})).toThrow(/--posts needs/);
    expect(() => parseSearchOptions([], { BENCH_SEARCH_VISITORS: '-1' })).toThrow(/BENCH_SEARCH_VISITORS/);
  });
});
