import { describe, expect, it } from 'vitest';
import { buildMismatch, databaseEnv } from './site-build';

const large = { kind: 'postgres', seed: 'large', url: 'postgres://postgres@127.0.0.1:5432/openshiur_bench' } as const;
const small = { kind: 'pglite', seed: 'small' } as const;

describe('databaseEnv', () => {
  it('gives the site PostgreSQL and the large seed, with no PGlite folder', () => {
    expect(databaseEnv(large, '/tmp/x')).toEqual({ DATABASE_URL: large.url, SEED_SIZE: 'large' });
  });

  it('clears a DATABASE_URL of the caller for the embedded database', () => {
    expect(databaseEnv(small, '/tmp/x')).toEqual({ DATABASE_URL: '', PGLITE_DIR: '/tmp/x', SEED_SIZE: 'small' });
    // At build time a fresh PGlite is in memory: no folder.
    expect(databaseEnv(small)).toEqual({ DATABASE_URL: '', SEED_SIZE: 'small' });
  });
});

describe('buildMismatch', () => {
  it('accepts a build made for the same database and seed', () => {
    expect(buildMismatch({ kind: 'postgres', seed: 'large', database: 'openshiur_bench' }, large)).toBeUndefined();
    expect(buildMismatch({ kind: 'pglite', seed: 'small' }, small)).toBeUndefined();
  });

  it('refuses a build made for the other database, or not by the bench', () => {
    expect(buildMismatch({ kind: 'pglite', seed: 'small' }, large)).toMatch(
      /made for embedded PGlite, small seed, this run wants PostgreSQL openshiur_bench, large seed/,
    );
    expect(buildMismatch(undefined, small)).toMatch(/not made by pnpm bench/);
  });

  it('refuses a build made for another PostgreSQL database (another catalogue)', () => {
    const search = { ...large, url: 'postgres://postgres@127.0.0.1:5432/openshiur_search_bench_100600' };
    expect(buildMismatch({ kind: 'postgres', seed: 'large', database: 'openshiur_bench' }, search)).toMatch(
      /made for PostgreSQL openshiur_bench, large seed, this run wants PostgreSQL openshiur_search_bench_100600, large seed/,
    );
    // A note from before notes named the database.
    expect(buildMismatch({ kind: 'postgres', seed: 'large' }, large)).toMatch(/made for PostgreSQL, large seed/);
  });
});
