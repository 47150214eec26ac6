import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/**
 * PostgreSQL allows 65,535 bind parameters per statement; staying well under it keeps each
 * statement's memory modest on PGlite too.
 */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;

/** Multi-row INSERTs, as many rows per statement as the parameter limit allows. */
export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columnCount));
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}

/**
 * Moves a table's identity sequence past the ids the seed wrote itself, so the next ordinary
 * insert gets a fresh id instead of a duplicate-key error.
 */
export async function advanceIdentity(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
  );
}
