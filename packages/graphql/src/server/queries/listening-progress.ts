import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { UserModel } from '../models';
import { publishedPost } from './visibility';

const { listeningProgress, posts } = schema;

const progressColumns = {
  postId: listeningProgress.postId,
  positionSeconds: listeningProgress.positionSeconds,
  updatedAt: listeningProgress.updatedAt,
};
type ProgressRow = Pick<typeof listeningProgress.$inferSelect, keyof typeof progressColumns>;

/** Where a user stopped in a post, in the GraphQL `ListeningProgress` shape. */
export interface ListeningProgressModel {
  postId: string;
  positionSeconds: number;
  updatedAt: Date;
}

function toListeningProgress(row: ProgressRow): ListeningProgressModel {
  return {
    postId: String(row.postId),
    positionSeconds: row.positionSeconds,
    updatedAt: row.updatedAt,
  };
}

/** Where this user stopped in the post; null before listening, or when the post is not Published. */
export async function readListeningProgress(
  db: Database,
  userId: UserModel['id'],
  postId: number,
): Promise<ListeningProgressModel | null> {
  const [row] = await db
    .select(progressColumns)
    .from(listeningProgress)
    .innerJoin(posts, eq(posts.id, listeningProgress.postId))
    .where(
      and(
        eq(listeningProgress.userId, userId),
        eq(listeningProgress.postId, postId),
        publishedPost,
      ),
    );
  return row ? toListeningProgress(row) : null;
}

/**
 * One row per user and post. Two saves can be in flight together; a save older than the stored
 * one (by `updatedAt`, the save's effective `listenedAt`) changes nothing and gets the stored
 * position back.
 */
export async function saveListeningProgress(
  db: Database,
  save: { userId: UserModel['id']; postId: number; positionSeconds: number; updatedAt: Date },
): Promise<ListeningProgressModel> {
  const { userId, postId, positionSeconds, updatedAt } = save;
  const [saved] = await db
    .insert(listeningProgress)
    .values({ userId, postId, positionSeconds, updatedAt })
    .onConflictDoUpdate({
      target: [listeningProgress.userId, listeningProgress.postId],
      set: { positionSeconds, updatedAt },
      // Equal times: the later arrival wins, as it would without timestamps.
      setWhere: sql`${listeningProgress.updatedAt} <= excluded.updated_at`,
    })
    .returning(progressColumns);
  if (saved) return toListeningProgress(saved);
  // An older save than the stored one: nothing changed, and the client learns what is kept.
  const [kept] = await db
    .select(progressColumns)
    .from(listeningProgress)
    .where(and(eq(listeningProgress.userId, userId), eq(listeningProgress.postId, postId)));
  return toListeningProgress(kept!);
}
