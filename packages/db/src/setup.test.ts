import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { posts } from './schema';
import { seedCounts } from './seed/sizes';
import { prepareDatabase } from './setup';
import { createTestDatabase } from './testing';

describe.runIf(process.env.TEST_DATABASE_URL)('prepareDatabase on PostgreSQL', () => {
  it('migrates and seeds once when several servers start together', async () => {
    const target = await createTestDatabase('postgres', { seed: false });
    // Back to a blank database, so the servers race on migrating as well as on seeding.
    await target.db.execute(sql`drop schema drizzle cascade`);
    await target.db.execute(sql`drop schema public cascade`);
    await target.db.execute(sql`create schema public`);
    // Two pools on one database stand in for two server instances starting at the same time.
    const servers = await Promise.all([
      createDatabase({ url: target.url }),
      createDatabase({ url: target.url }),
    ]);
    try {
      const results = await Promise.all(servers.map((server) => prepareDatabase(server)));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await target.db.$count(posts)).toBe(seedCounts.small.posts);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await target.cleanup();
    }
  });
});
