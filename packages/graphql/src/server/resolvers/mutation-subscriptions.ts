import { and, eq } from 'drizzle-orm';
import { authorColumns, schema } from '@openshiur/db';
import type { MutationResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import type { GraphQLContext } from '../context';
import { badUserInput } from '../errors';

const { authors, seriesSubscriptions, authorSubscriptions } = schema;

async function findSeries(ctx: GraphQLContext, id: unknown) {
  const row = await ctx.loaders.seriesById.load(parseNumericId(id));
  if (!row) throw badUserInput(`There is no series with id "${String(id)}"`, 'id');
  return row;
}

async function findAuthor(ctx: GraphQLContext, id: unknown) {
  const [row] = await ctx.db
    .select(authorColumns)
    .from(authors)
    .where(eq(authors.id, parseNumericId(id)));
  if (!row) throw badUserInput(`There is no author with id "${String(id)}"`, 'id');
  return row;
}

/**
 * `Mutation.subscribeToSeries`, `unsubscribeFromSeries`, `subscribeToAuthor` and
 * `unsubscribeFromAuthor`: follow and unfollow. Each is idempotent: inserting an existing pair does
 * nothing (primary key conflict), deleting a missing one deletes nothing. The answer is the series
 * or author, whose `viewerIsSubscribed` reads the new state.
 */
export const subscriptionMutations: Pick<
  MutationResolvers,
  'subscribeToSeries' | 'unsubscribeFromSeries' | 'subscribeToAuthor' | 'unsubscribeFromAuthor'
> = {
  subscribeToSeries: async (_parent, { id }, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const row = await findSeries(ctx, id);
    await ctx.db
      .insert(seriesSubscriptions)
      .values({ userId: user.id, seriesId: row.id })
      .onConflictDoNothing();
    ctx.currentUser.forgetSubscriptions();
    return row;
  },
  unsubscribeFromSeries: async (_parent, { id }, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const row = await findSeries(ctx, id);
    await ctx.db
      .delete(seriesSubscriptions)
      .where(
        and(eq(seriesSubscriptions.userId, user.id), eq(seriesSubscriptions.seriesId, row.id)),
      );
    ctx.currentUser.forgetSubscriptions();
    return row;
  },
  subscribeToAuthor: async (_parent, { id }, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const row = await findAuthor(ctx, id);
    await ctx.db
      .insert(authorSubscriptions)
      .values({ userId: user.id, authorId: row.id })
      .onConflictDoNothing();
    ctx.currentUser.forgetSubscriptions();
    return row;
  },
  unsubscribeFromAuthor: async (_parent, { id }, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const row = await findAuthor(ctx, id);
    await ctx.db
      .delete(authorSubscriptions)
      .where(
        and(eq(authorSubscriptions.userId, user.id), eq(authorSubscriptions.authorId, row.id)),
      );
    ctx.currentUser.forgetSubscriptions();
    return row;
  },
};
