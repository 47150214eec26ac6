/**
 * Opening a database: node-postgres for a real server, PGlite (Postgres in WASM) otherwise.
 * Both give the same Drizzle `Database` over the same schema.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * Raw-SQL results as both drivers return them: node-postgres' `QueryResult` and PGlite's `Results`
 * share `rows`. With plain `PgQueryResultHKT`, `db.execute()` would return `unknown`.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

interface QueryRows<TRow> {
  rows: TRow[];
}

/** What every query is written against, whichever driver is underneath. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** A PostgreSQL connection string. When set, a node-postgres pool is used. */
  url?: string | undefined;
  /** Without `url`: the folder PGlite keeps its files in; undefined or `memory://` keeps it in memory. */
  dataDir?: string | undefined;
}

export interface DatabaseConnection {
  db: Database;
  driver: 'postgres' | 'pglite';
  /**
   * Runs `task` while holding a cluster-wide lock, on a database bound to one connection. Used to
   * migrate and seed: several server instances may start at once against one PostgreSQL.
   */
  withSetupLock<T>(task: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Key of the PostgreSQL advisory lock taken while migrating and seeding (any fixed number works). */
const SETUP_LOCK_KEY = 7_391_042_118;

export const IN_MEMORY = 'memory://';

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.url ? connectToPostgres(options.url) : openPglite(options.dataDir ?? IN_MEMORY);
}

function connectToPostgres(url: string): DatabaseConnection {
  // JIT compilation off: the site's queries are short, and the planner starts JIT on any plan it
  // believes costly, such as counting a common word's matches by topic; measured on 100,000 posts,
  // compiling took longer (about 150 ms) than the query it sped up.
  // random_page_cost 1.1 (the default 4 prices a disk seek): on SSD storage and a cached working
  // set an index read costs about what a sequential one does. With 4 the planner read every post
  // to count a word's 14,000 matches (285 ms) instead of the word's index (30 ms).
  const pool = new pg.Pool({ connectionString: url, options: '-c jit=off -c random_page_cost=1.1' });
  // An idle client can be cut off at any time (server restart, failover, an admin's terminate): pg
  // then emits 'error' on the pool, which would crash the process if nobody listened.
  pool.on('error', (error) => {
    console.warn(`[db] an idle PostgreSQL connection was closed: ${error.message}`);
  });
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    driver: 'postgres',
    async withSetupLock(task) {
      // Session-level advisory locks belong to one connection, so hold one for the whole task.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await task(drizzleNodePostgres({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  // PGlite creates its own folder but not missing parents (e.g. `.data/` on a fresh clone).
  if (dataDir !== IN_MEMORY && !dataDir.includes('://'))
    await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection inside this process; getDatabase keeps one instance per folder.
    withSetupLock: (task) => task(db),
    close: () => client.close(),
  };
}
