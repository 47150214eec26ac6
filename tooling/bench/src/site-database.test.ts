import { describe, expect, it } from 'vitest';
import { wantedDatabase } from './site-database';

describe('wantedDatabase', () => {
  const choice = { build: true, testDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/test', databaseName: 'openshiur_bench' };

  it('is embedded PGlite with the small seed without --large', () => {
    expect(wantedDatabase({ ...choice, large: false })).toEqual({ kind: 'pglite', seed: 'small' });
  });

  it('is the bench’s own PostgreSQL database, seeded large, with --large', () => {
    expect(wantedDatabase({ ...choice, large: true })).toEqual({
      kind: 'postgres',
      seed: 'large',
      url: 'postgres://postgres@127.0.0.1:5432/openshiur_bench',
    });
  });

  it('needs TEST_DATABASE_URL for --large', () => {
    expect(() => wantedDatabase({ ...choice, large: true, testDatabaseUrl: undefined })).toThrow('--large needs TEST_DATABASE_URL');
  });
});
