import { count, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '@openshiur/db';
import { graphQLError, ErrorCode } from '../errors';
import { escapeLike } from './like';
import { STUDIO_PAGE_SIZE } from './studio-posts';

/**
 * What the studio's records (series, authors, tags, events, blog entries, pages) share: one page
 * of a list, the search of a list, the check that a save starts from the current version, slugs
 * that never collide, and the refusal to delete what is still in use.
 */

/** One page of a studio list: the same shape as the post list's. */
export interface StudioList<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export const pageOffset = (page: number) => (page - 1) * STUDIO_PAGE_SIZE;

export function studioList<T>(items: T[], totalCount: number, page: number): StudioList<T> {
  return { items, totalCount, page, pageCount: Math.max(1, Math.ceil(totalCount / STUDIO_PAGE_SIZE)), pageSize: STUDIO_PAGE_SIZE };
}

/** Rows whose `column` holds the words anywhere, in any case; everything without words. */
export function containing(column: AnyPgColumn, search: string | null): SQL | undefined {
  const words = search?.trim();
  return words ? ilike(column, `%${escapeLike(words)}%`) : undefined;
}

/** How many rows of `table` match `where`. */
export async function countOf(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * A save names the `updatedAt` the editor started from: NOT_FOUND when the record is gone, CONFLICT
 * (with the current version's time) when someone saved it since. `current` is the row as read with
 * FOR UPDATE in the save's transaction, so no save can slip in between.
 */
export function checkVersion(current: { updatedAt: Date } | undefined, baseUpdatedAt: Date | null, what: string): void {
  if (!current) throw graphQLError(ErrorCode.NotFound, `No such ${what}`, { field: 'id' });
  if (baseUpdatedAt && current.updatedAt.getTime() !== baseUpdatedAt.getTime()) {
    throw graphQLError(ErrorCode.Conflict, `Someone saved this ${what} after you opened it`, {
      updatedAt: current.updatedAt.toISOString(),
    });
  }
}

/**
 * A slug for a new record: `base` (the name's slugify, or `fallback` when it has no letters or
 * digits), else the first of base-2, base-3, … no row of `table` holds. Two editors creating the
 * same name at the same instant: the unique index refuses the second save, which can be sent again.
 */
export async function uniqueSlug(db: Queryable, table: PgTable, slugColumn: AnyPgColumn, base: string, fallback: string): Promise<string> {
  const stem = base.slice(0, 100).replace(/-+$/, '') || fallback;
  const rows = await db
    .select({ slug: slugColumn })
    .from(table)
    .where(or(eq(slugColumn, stem), like(slugColumn, `${escapeLike(stem)}-%`)));
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A delete refused because other records still use this one (CONFLICT, reason IN_USE). */
export function inUse(message: string, counts: Record<string, number>) {
  return graphQLError(ErrorCode.Conflict, message, { reason: 'IN_USE', ...counts });
}

/** A delete or read of an id that does not exist. */
export const notFound = (what: string) => graphQLError(ErrorCode.NotFound, `No such ${what}`, { field: 'id' });
