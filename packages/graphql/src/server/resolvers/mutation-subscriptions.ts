import { eq } from 'drizzle-orm';
import { authorColumns, schema } from '@openshiur/db';
import type { MutationResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import type { GraphQLContext } from '../context';
import { badUserInput } from '../errors';
import { setFollowing, type FollowTarget } from '../queries/follow';

const { authors } = schema;

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
  subscribeToSeries: (_parent, { id }, ctx) => follow(ctx, 'series', id, true),
  unsubscribeFromSeries: (_parent, { id }, ctx) => follow(ctx, 'series', id, false),
  subscribeToAuthor: (_parent, { id }, ctx) => follow(ctx, 'author', id, true),
  unsubscribeFromAuthor: (_parent, { id }, ctx) => follow(ctx, 'author', id, false),
};

async function follow<K extends FollowTarget['kind']>(ctx: GraphQLContext, kind: K, id: unknown, following: boolean) {
  const user = await ctx.currentUser.requireUser();
  const row = kind === 'series' ? await findSeries(ctx, id) : await findAuthor(ctx, id);
  await setFollowing(ctx.db, user.id, { kind, id: row.id }, following);
  ctx.currentUser.forgetSubscriptions();
  return row as K extends 'series' ? Awaited<ReturnType<typeof findSeries>> : Awaited<ReturnType<typeof findAuthor>>;
}
