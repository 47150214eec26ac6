import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { embeddedMigrations } from './migrations.generated';

/**
 * The members drizzle-orm's own migrators use. drizzle marks them `@internal`, so they are missing
 * from its public types but present on every PgDatabase (checked by the tests on both drivers).
 */
interface MigratableDatabase {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Applies the migrations of drizzle/ that the database has not seen yet. Safe to call on every start.
 *
 * This is what `drizzle-orm/pglite/migrator` and `drizzle-orm/node-postgres/migrator` do after reading
 * the folder from disk; here the migrations come compiled in (src/migrations.generated.ts), because
 * the bundled server has no drizzle/ folder. Drizzle records applied migrations in
 * `drizzle.__drizzle_migrations` and runs the pending ones in one transaction.
 */
export async function migrate(db: Database): Promise<void> {
  const { dialect, session } = db as unknown as MigratableDatabase;
  // migrationsFolder is only read by readMigrationFiles, which this path skips.
  await dialect.migrate(embeddedMigrations, session, { migrationsFolder: '' });
}
