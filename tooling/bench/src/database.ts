/**
 * The benches' own databases on the PostgreSQL server TEST_DATABASE_URL names. `pnpm bench --large`
 * drops, creates and seeds one at each run (the seed is deterministic, so a build made by an
 * earlier run shows the same records); `pnpm bench:search` keeps its own (search-catalogue.ts). The
 * database TEST_DATABASE_URL names is only connected to, never changed.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** TEST_DATABASE_URL with its database name replaced by `name`. */
export function benchDatabaseUrl(testDatabaseUrl: string, name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name} is not a plain database name (a-z, 0-9, _)`);
  const url = new URL(testDatabaseUrl);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error('TEST_DATABASE_URL must be a postgres:// address');
  if (decodeURIComponent(url.pathname.slice(1)) === name) {
    throw new Error(`The bench's database (${name}) must not be the one TEST_DATABASE_URL names: it is dropped`);
  }
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops and creates the bench's database, connected through the TEST_DATABASE_URL one. */
export async function recreateDatabase(testDatabaseUrl: string, name: string): Promise<void> {
  benchDatabaseUrl(testDatabaseUrl, name); // checks the name
  await withClient(testDatabaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
}

/** Whether the server at TEST_DATABASE_URL has a database called `name`. */
export async function databaseExists(testDatabaseUrl: string, name: string): Promise<boolean> {
  return withClient(testDatabaseUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });
}

/** Runs `task` on one connection to `databaseUrl`, closed afterwards whatever happens. */
export async function withClient<T>(databaseUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds through the db package's own script (`pnpm --filter @openshiur/db db:seed`). */
export function seedDatabase(repoRoot: string, databaseUrl: string, size: 'small' | 'large'): void {
  const seed = spawnSync('pnpm', ['--filter', '@openshiur/db', 'db:seed'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_SIZE: size },
  });
  if (seed.status !== 0) throw new Error('Seeding the bench database failed');
}

/** Transactions committed in the database so far: proof that a build read from it. */
export async function committedTransactions(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'select xact_commit::text as count from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.count ?? 0);
  });
}
