import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from './client';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The query limit of a PostgreSQL connection (DATABASE_QUERY_TIMEOUT_MS on the site). Runs only
 * with TEST_DATABASE_URL: PGlite lives in the process and has no network to wait on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the query limit on PostgreSQL', () => {
  let server: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    server = await createTestDatabase('postgres');
    connection = await createDatabase({ url: server.url, queryTimeoutMs: 300 });
  });
  afterAll(async () => {
    await connection?.close();
    await server?.cleanup();
  });

  it('cancels a query past the limit, quickly, and the pool keeps answering', async () => {
    const started = performance.now();
    await expect(connection.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }), // query_canceled: statement timeout
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    for (let n = 0; n < 12; n += 1) {
      const { rows } = await connection.db.execute<{ answer: number }>(sql`select 42 as answer`);
      expect(rows[0]!.answer).toBe(42);
    }
  });

  it('migrating and seeding run without the limit, on their own connection', async () => {
    const slept = await connection.withSetupLock(async (db) => (await db.execute<{ done: boolean }>(sql`select pg_sleep(0.6) is not null as done`)).rows[0]!.done);
    expect(slept).toBe(true);
  });
});
