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
  /**
   * PostgreSQL only: the longest a query may take, in milliseconds (0 or unset: no limit). The
   * server cancels a statement past it (`statement_timeout`: locks, an overloaded server), the
   * client gives up a second later (a network that stopped answering), and getting a connection
   * waits no longer either. So a request fails with an error page rather than hanging, and a
   * connection stuck on a dead network is dropped from the pool. Migrating and seeding run on a
   * connection of their own, without the limit.
   */
  queryTimeoutMs?: number | undefined;
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
  return options.url ? connectToPostgres(options.url, options.queryTimeoutMs ?? 0) : openPglite(options.dataDir ?? IN_MEMORY);
}

/** The client's own deadline comes this long after the server's: the server's cancel wins when it can answer. */
const CLIENT_TIMEOUT_MARGIN_MS = 1_000;

function connectToPostgres(url: string, queryTimeoutMs: number): DatabaseConnection {
  // JIT compilation off: the site's queries are short, and the planner starts JIT on any plan it
  // believes costly, such as counting a common word's matches by topic; measured on 100,000 posts,
  // compiling took longer (about 150 ms) than the query it sped up.
  // random_page_cost 1.1 (the default 4 prices a disk seek): on SSD storage and a cached working
  // set an index read costs about what a sequential one does. With 4 the planner read every post
  // to count a word's 14,000 matches (285 ms) instead of the word's index (30 ms).
  const settings = '-c jit=off -c random_page_cost=1.1';
  const limited = queryTimeoutMs > 0;
  const pool = new pg.Pool({
    connectionString: url,
    options: limited ? `${settings} -c statement_timeout=${queryTimeoutMs}` : settings,
    ...(limited ? { query_timeout: queryTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS, connectionTimeoutMillis: queryTimeoutMs } : {}),
  });
  // An idle client can be cut off at any time (server restart, failover, an admin's terminate): pg
  // then emits 'error' on the pool, which would crash the process if nobody listened.
  pool.on('error', (error) => {
    console.warn(`[db] an idle PostgreSQL connection was closed: ${error.message}`);
  });
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    driver: 'postgres',
    async withSetupLock(task) {
      // Session-level advisory locks belong to one connection, so hold one for the whole task: a
      // connection of its own, without the query limit (a large seed writes for minutes).
      const client = new pg.Client({ connectionString: url, options: settings });
      // A dropped connection also rejects the running query, which the caller sees; without a
      // listener the 'error' event would crash the process.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await task(drizzleNodePostgres({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
        }
      } finally {
        await client.end();
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
