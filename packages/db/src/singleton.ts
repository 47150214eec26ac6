/**
 * One open database per process and target, kept on `globalThis`: Next.js dev re-evaluates modules
 * on every change, and a module-level variable would open a second PGlite on the same folder
 * (which corrupts it) or a second pool (which leaks connections).
 */
import { resolve } from 'node:path';
import { IN_MEMORY, type Database, type DatabaseConnection, type DatabaseOptions } from './client';
import { openPreparedDatabase, type PrepareOptions } from './setup';

export interface DatabaseConfig extends DatabaseOptions, PrepareOptions {}

type Registry = Map<string, Promise<DatabaseConnection>>;

const REGISTRY_KEY = Symbol.for('@openshiur/db/connections');

function registry(): Registry {
  const store = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  store[REGISTRY_KEY] ??= new Map();
  return store[REGISTRY_KEY];
}

/** Which physical database a config points at: one entry per URL or PGlite folder. */
function targetOf(config: DatabaseConfig): string {
  if (config.url) return `postgres:${config.url}`;
  const dataDir = config.dataDir ?? IN_MEMORY;
  return dataDir === IN_MEMORY ? `pglite:${IN_MEMORY}` : `pglite:${resolve(dataDir)}`;
}

/**
 * The process-wide database for `config`. The first call opens it, applies migrations and, when it
 * has no posts, seeds the demo content (unless `seed: false`); every later or concurrent call gets
 * the same database from the same promise. Settings of later calls for the same target are ignored.
 * A failed start is forgotten, so the next call tries again.
 */
export function getDatabase(config: DatabaseConfig = {}): Promise<Database> {
  const connections = registry();
  const target = targetOf(config);
  let pending = connections.get(target);
  if (!pending) {
    const opening = openAndPrepare(config);
    pending = opening;
    connections.set(target, opening);
    opening.catch(() => {
      if (connections.get(target) === opening) connections.delete(target);
    });
  }
  return pending.then((connection) => connection.db);
}

/** Closes the process-wide database for `config`, if open (for shutdown hooks and tests). */
export async function closeDatabase(config: DatabaseConfig = {}): Promise<void> {
  const connections = registry();
  const target = targetOf(config);
  const pending = connections.get(target);
  if (!pending) return;
  connections.delete(target);
  const connection = await pending.catch(() => undefined);
  await connection?.close();
}

async function openAndPrepare(config: DatabaseConfig): Promise<DatabaseConnection> {
  const started = performance.now();
  const { connection, seeded } = await openPreparedDatabase(config);
  if (seeded) {
    const size = (config.seed && config.seed.size) ?? 'small';
    console.info(
      `[db] seeded ${size} demo content in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return connection;
}
