/** Ids and slugs for the rows an import creates, decided before writing so each row is one INSERT. */
import { sql } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';

/**
 * Takes `count` ids from a table's identity sequence at once. A row that then fails leaves a gap,
 * as a failed INSERT would; ids are never reused.
 */
export async function takeIds(
  db: Database,
  table: 'authors' | 'series' | 'posts',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
}

/**
 * A slug for a new author or series: its name's, or with `-2`, `-3`… when taken (as the demo seed
 * does). `taken` holds the table's slugs and gets the new one.
 */
export function freeSlug(taken: Set<string>, name: string, fallback: string): string {
  const base = slugify(name) || fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Splits a long list of keys for `IN (…)` lookups, well under the bind-parameter limit. */
export function inBatches<T>(items: readonly T[], size = 5_000): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}
