/**
 * Fresh databases for tests, for this package and for packages built on it (resolvers, search).
 *
 * ```ts
 * import { createTestDatabase, testDatabaseKinds } from '@openshiur/db/testing';
 *
 * describe.each(testDatabaseKinds())('resolvers on %s', (kind) => {
 *   let testDb: TestDatabase;
 *   beforeAll(async () => { testDb = await createTestDatabase(kind, { seed: { size: 'small' } }); });
 *   afterAll(() => testDb.cleanup());
 *   it('lists series', async () => { expect(await testDb.db.select().from(series)).not.toHaveLength(0); });
 * });
 * ```
 *
 * - `pglite`: an in-memory PGlite, always available.
 * - `postgres`: a new database on the server at `TEST_DATABASE_URL` (the URL of any database the
 *   user may connect to and that lets it `CREATE DATABASE`), named `openshiur_test_*`, dropped by
 *   `cleanup()`. Runs only when `TEST_DATABASE_URL` is set.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseConnection } from './client';
import type { SeedOptions } from './seed/sizes';
import { openPreparedDatabase } from './setup';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  kind: TestDatabaseKind;
  /** The connection string of the temporary database (postgres only). */
  url?: string;
  /** Closes the database and, for postgres, drops it. */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed demo content after migrating. Default: no content, only the schema. */
  seed?: SeedOptions | false;
  /** Server to create the temporary database on. Default: `process.env.TEST_DATABASE_URL`. */
  serverUrl?: string;
}

/** Prefix of temporary database names; leftovers of a crashed run can be dropped by it. */
export const TEST_DATABASE_PREFIX = 'openshiur_test_';

/** The kinds to run database tests on here: always PGlite, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A migrated, empty (or seeded) database of its own, for one test file or suite. */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? false;
  if (kind === 'pglite') {
    const { connection } = await openPreparedDatabase({ seed });
    return { db: connection.db, kind, cleanup: () => connection.close() };
  }

  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('createTestDatabase("postgres") needs TEST_DATABASE_URL');
  const name = `${TEST_DATABASE_PREFIX}${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = withDatabaseName(serverUrl, name);
  const dropDatabase = () =>
    runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
  let connection: DatabaseConnection;
  try {
    ({ connection } = await openPreparedDatabase({ url, seed }));
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    db: connection.db,
    kind,
    url,
    async cleanup() {
      await connection.close();
      await dropDatabase();
    },
  };
}

/** CREATE/DROP DATABASE cannot run inside a transaction or on the database itself: use the server URL. */
async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
