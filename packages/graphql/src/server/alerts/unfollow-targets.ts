/**
 * What an alert mail's unsubscribe link stops: the series and authors it names, written compactly
 * into the signed token (`s12,a7`: series 12 and author 7).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';

const { authors, authorSubscriptions, series, seriesSubscriptions } = schema;

export const ALERTS_UNSUBSCRIBE_PURPOSE = 'alerts-unsubscribe';

export interface UnfollowTargets {
  seriesIds: number[];
  authorIds: number[];
}

export function writeUnfollowTargets({ seriesIds, authorIds }: UnfollowTargets): string {
  return [...new Set(seriesIds)].map((id) => `s${id}`).concat([...new Set(authorIds)].map((id) => `a${id}`)).join(',');
}

/** The targets of a token's `targets` claim; null when it is not one this site wrote. */
export function readUnfollowTargets(value: unknown): UnfollowTargets | null {
  if (typeof value !== 'string' || !/^[sa]\d{1,9}(,[sa]\d{1,9}){0,99}$/.test(value)) return null;
  const targets: UnfollowTargets = { seriesIds: [], authorIds: [] };
  for (const part of value.split(',')) (part[0] === 's' ? targets.seriesIds : targets.authorIds).push(Number(part.slice(1)));
  return targets;
}

/** The names of the series and authors, for the page that asks "Stop e-mails about …?". */
export async function namesOfUnfollowTargets(db: Database, { seriesIds, authorIds }: UnfollowTargets): Promise<string[]> {
  const [seriesRows, authorRows] = await Promise.all([
    seriesIds.length ? db.select({ name: series.name }).from(series).where(inArray(series.id, seriesIds)) : [],
    authorIds.length ? db.select({ name: authors.name }).from(authors).where(inArray(authors.id, authorIds)) : [],
  ]);
  return [...seriesRows, ...authorRows].map((row) => row.name);
}

/** Stops following the targets; doing it again changes nothing. */
export async function unfollowTargets(db: Database, userId: string, { seriesIds, authorIds }: UnfollowTargets): Promise<void> {
  await db.transaction(async (tx) => {
    if (seriesIds.length)
      await tx.delete(seriesSubscriptions).where(and(eq(seriesSubscriptions.userId, userId), inArray(seriesSubscriptions.seriesId, seriesIds)));
    if (authorIds.length)
      await tx.delete(authorSubscriptions).where(and(eq(authorSubscriptions.userId, userId), inArray(authorSubscriptions.authorId, authorIds)));
  });
}
