import { asc, eq } from 'drizzle-orm';
import { authorColumns, schema, seriesColumns } from '@openshiur/db';
import type { UserResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { readListeningProgress } from '../queries/listening-progress';

const { series, authors, seriesSubscriptions, authorSubscriptions } = schema;

/** The `User` type: the signed-in viewer's profile, follows and listening progress. */
export const User: UserResolvers = {
  name: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
  /** A User is only ever the viewer (`me`), so their roles are the request's. */
  roles: async (_user, _args, ctx) => [...(await ctx.roles())],
  picture: (user) => user.picture || null,
  subscribedSeries: (user, _args, ctx) =>
    ctx.db
      .select(seriesColumns)
      .from(seriesSubscriptions)
      .innerJoin(series, eq(series.id, seriesSubscriptions.seriesId))
      .where(eq(seriesSubscriptions.userId, user.id))
      .orderBy(asc(series.name)),
  subscribedAuthors: (user, _args, ctx) =>
    ctx.db
      .select(authorColumns)
      .from(authorSubscriptions)
      .innerJoin(authors, eq(authors.id, authorSubscriptions.authorId))
      .where(eq(authorSubscriptions.userId, user.id))
      .orderBy(asc(authors.name)),
  /** Where this user stopped in the post (null before listening). */
  listeningProgress: (user, { postId }, ctx) =>
    readListeningProgress(ctx.db, user.id, parseNumericId(postId, 'postId')),
};
