import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { MutationResolvers, UserResolvers } from '../generated/resolvers';
import { parseNumericId } from './arguments';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
import { publishedPost } from './visibility';

const { listeningProgress, posts } = schema;

/** Longer than any recording we expect (48 hours): a larger position is a broken client. */
export const MAX_POSITION_SECONDS = 48 * 3600;

export function parsePositionSeconds(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_POSITION_SECONDS) {
    throw badUserInput(
      `positionSeconds must be a whole number from 0 to ${MAX_POSITION_SECONDS}`,
      'positionSeconds',
    );
  }
  return value;
}

const progressColumns = {
  postId: listeningProgress.postId,
  positionSeconds: listeningProgress.positionSeconds,
  updatedAt: listeningProgress.updatedAt,
};
type ProgressRow = Pick<typeof listeningProgress.$inferSelect, keyof typeof progressColumns>;

/** The GraphQL shape of a stored row. */
function toListeningProgress(row: ProgressRow) {
  return { postId: String(row.postId), positionSeconds: row.positionSeconds, updatedAt: row.updatedAt };
}

async function requirePublishedPost(ctx: GraphQLContext, id: unknown): Promise<number> {
  const postId = parseNumericId(id, 'postId');
  const post = await ctx.loaders.publishedPostById.load(postId);
  if (!post) throw badUserInput(`There is no shiur with id "${String(id)}"`, 'postId');
  return postId;
}

/** `User.listeningProgress(postId)`: where this user stopped in the post (null before listening). */
export const userListeningProgress: NonNullable<UserResolvers['listeningProgress']> = async (
  user,
  { postId },
  ctx,
) => {
  const id = parseNumericId(postId, 'postId');
  const [row] = await ctx.db
    .select(progressColumns)
    .from(listeningProgress)
    .innerJoin(posts, eq(posts.id, listeningProgress.postId))
    .where(and(eq(listeningProgress.userId, user.id), eq(listeningProgress.postId, id), publishedPost));
  return row ? toListeningProgress(row) : null;
};

/** How far back a client's `listenedAt` is believed: further back, its clock is taken to be wrong. */
export const LISTENED_AT_TOLERANCE_MS = 60_000;

/**
 * When a save happened, for ordering saves: the client's `listenedAt`, held within the last
 * `LISTENED_AT_TOLERANCE_MS` before `now`. Saves from one page are seconds apart and keep their
 * order; a device whose clock runs fast lands on `now` (arrival order, as without a timestamp), one
 * whose clock runs slow can only lose to saves made within the last minute.
 */
export function effectiveListenedAt(listenedAt: unknown, now: Date): Date {
  if (listenedAt === null || listenedAt === undefined) return now;
  if (!(listenedAt instanceof Date) || Number.isNaN(listenedAt.getTime())) {
    throw badUserInput('listenedAt must be an ISO-8601 date-time', 'listenedAt');
  }
  const earliest = now.getTime() - LISTENED_AT_TOLERANCE_MS;
  return new Date(Math.min(now.getTime(), Math.max(earliest, listenedAt.getTime())));
}

/**
 * `saveListeningProgress`: one row per user and post. The player saves every few seconds while
 * playing and at once on seek, pause and leaving the page, so two saves can be in flight together;
 * a save older than the stored one (by `listenedAt`) changes nothing and gets the stored position
 * back. UNAUTHENTICATED when anonymous, BAD_USER_INPUT for a malformed id, an unknown or hidden
 * post or an impossible position; cookie requests must pass the CSRF check like every mutation.
 */
export const listeningProgressMutations: Pick<MutationResolvers, 'saveListeningProgress'> = {
  saveListeningProgress: async (_parent, args, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const positionSeconds = parsePositionSeconds(args.positionSeconds);
    const updatedAt = effectiveListenedAt(args.listenedAt, new Date());
    const postId = await requirePublishedPost(ctx, args.postId);
    const [saved] = await ctx.db
      .insert(listeningProgress)
      .values({ userId: user.id, postId, positionSeconds, updatedAt })
      .onConflictDoUpdate({
        target: [listeningProgress.userId, listeningProgress.postId],
        set: { positionSeconds, updatedAt },
        // Equal times: the later arrival wins, as it would without timestamps.
        setWhere: sql`${listeningProgress.updatedAt} <= excluded.updated_at`,
      })
      .returning(progressColumns);
    if (saved) return toListeningProgress(saved);
    // An older save than the stored one: nothing changed, and the client learns what is kept.
    const [kept] = await ctx.db
      .select(progressColumns)
      .from(listeningProgress)
      .where(and(eq(listeningProgress.userId, user.id), eq(listeningProgress.postId, postId)));
    return toListeningProgress(kept!);
  },
};
