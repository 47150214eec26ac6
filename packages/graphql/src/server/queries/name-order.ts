import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor } from './pagination';

/**
 * Browse lists (series, authors) and credits read alphabetically regardless of case (the embedded
 * database collates bytewise), and page by keyset over (lower(name), id).
 */
export const sortName = (column: PgColumn) => sql<string>`lower(${column})`;

/** The rows after the cursor of a list sorted by name. */
export function nameCursorCondition(
  nameColumn: PgColumn,
  idColumn: PgColumn,
  after?: string | null,
) {
  const cursor = decodeCursor(after, 2);
  if (!cursor) return undefined;
  return sql`(${sortName(nameColumn)}, ${idColumn}) > (${String(cursor[0])}, ${Number(cursor[1])})`;
}

/** The cursor key of a row in a list sorted by name. */
export const nameKey = (row: { name: string; id: number }) =>
  [row.name.toLowerCase(), row.id] as const;
