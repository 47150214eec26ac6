import { describe, expect, it } from 'vitest';
import { benchDatabaseUrl } from './database';

describe('benchDatabaseUrl', () => {
  it('names the bench database on the TEST_DATABASE_URL server, keeping user, host and options', () => {
    expect(benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/test', 'openshiur_bench')).toBe(
      'postgres://postgres@127.0.0.1:5432/openshiur_bench',
    );
    expect(benchDatabaseUrl('postgresql://u:p@db.local/test?sslmode=disable', 'b')).toBe(
      'postgresql://u:p@db.local/b?sslmode=disable',
    );
  });

  it('never names the test database itself, nor anything that is not a plain name', () => {
    expect(() => benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/test', 'test')).toThrow(/must not be/);
    expect(() => benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/test', 'x"; drop')).toThrow(/plain database name/);
    expect(() => benchDatabaseUrl('mysql://127.0.0.1/test', 'b')).toThrow(/postgres/);
  });
});
