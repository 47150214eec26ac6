/**
 * `--large`: a database of the bench's own on the PostgreSQL server TEST_DATABASE_URL names,
 * dropped, created and seeded with the large demo content at each run (the seed is deterministic,
 * so a build made by an earlier run shows the same records). The database TEST_DATABASE_URL names
 * is only connected to, never changed.
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
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
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
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select xact_commit::text as count from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
