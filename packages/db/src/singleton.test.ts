import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { embeddedMigrations } from './migrations.generated';
import { posts } from './schema';
import { seedCounts } from './seed/sizes';
import { closeDatabase, getDatabase } from './singleton';

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n);
}

describe('getDatabase (PGlite in a folder)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-db-'));
  const emptyDir = mkdtempSync(join(tmpdir(), 'openshiur-db-empty-'));

  afterAll(async () => {
    await closeDatabase({ dataDir });
    await closeDatabase({ dataDir: emptyDir });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('gives concurrent first callers one database, migrated and seeded once', async () => {
    const [first, second] = await Promise.all([getDatabase({ dataDir }), getDatabase({ dataDir })]);
    expect(second).toBe(first);
    expect(await getDatabase({ dataDir: `${dataDir}/.` })).toBe(first);
    expect(await appliedMigrations(first)).toBe(embeddedMigrations.length);
    expect(await first.$count(posts)).toBe(seedCounts.small.posts);
  });

  it('does not seed again when the folder is opened again and has content', async () => {
    const db = await getDatabase({ dataDir });
    await db.delete(posts).where(eq(posts.status, 'Draft'));
    const remaining = await db.$count(posts);
    expect(remaining).toBeLessThan(seedCounts.small.posts);

    await closeDatabase({ dataDir });
    const reopened = await getDatabase({ dataDir });
    expect(reopened).not.toBe(db);
    expect(await reopened.$count(posts)).toBe(remaining);
    expect(await appliedMigrations(reopened)).toBe(embeddedMigrations.length);
  });

  it('leaves the database empty with seed: false', async () => {
    const db = await getDatabase({ dataDir: emptyDir, seed: false });
    expect(await appliedMigrations(db)).toBe(embeddedMigrations.length);
    expect(await db.$count(posts)).toBe(0);
  });
});
