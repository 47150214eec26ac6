import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';

const { authors, series, seriesSubscriptions, authorSubscriptions } = schema;

/** A series or an author a user follows (the subscribe buttons' and sign-in's `subscribe`). */
export interface FollowTarget {
  kind: 'series' | 'author';
  id: number;
}

/**
 * Follows or unfollows. Idempotent: inserting an existing pair does nothing (primary key conflict),
 * deleting a missing one deletes nothing.
 */
export async function setFollowing(db: Database, userId: string, target: FollowTarget, following: boolean): Promise<void> {
  if (target.kind === 'series') {
    const pair = and(eq(seriesSubscriptions.userId, userId), eq(seriesSubscriptions.seriesId, target.id));
    if (following) await db.insert(seriesSubscriptions).values({ userId, seriesId: target.id }).onConflictDoNothing();
    else await db.delete(seriesSubscriptions).where(pair);
    return;
  }
  const pair = and(eq(authorSubscriptions.userId, userId), eq(authorSubscriptions.authorId, target.id));
  if (following) await db.insert(authorSubscriptions).values({ userId, authorId: target.id }).onConflictDoNothing();
  else await db.delete(authorSubscriptions).where(pair);
}

/**
 * The follow a visitor asked for before signing in, done as sign-in completes. A series or author
 * removed meanwhile is skipped: the visitor lands on its page, which says it is gone.
 */
export async function followAfterSignIn(db: Database, userId: string, target: FollowTarget): Promise<boolean> {
  const table = target.kind === 'series' ? series : authors;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id));
  if (!exists) return false;
  await setFollowing(db, userId, target, true);
  return true;
}
