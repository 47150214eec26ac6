import { asc, eq } from 'drizzle-orm';
import { authorColumns, schema, seriesColumns } from '@openshiur/db';
import type { QueryResolvers, UserResolvers } from '../../generated/resolvers';
import { badUserInput, unauthenticated } from '../errors';

const { series, authors, seriesSubscriptions, authorSubscriptions } = schema;

/**
 * The current user. Anonymous requests get null; a token that failed verification is an
 * UNAUTHENTICATED error so the client can sign the user out instead of silently showing a guest.
 */
export const me: QueryResolvers['me'] = async (_parent, { input }, ctx) => {
  const services = input.services.trim();
  if (!services || services.length > 64) throw badUserInput('input.services must be 1-64 characters', 'input');
  if (ctx.authError) throw unauthenticated(ctx.authError.message);
  return ctx.currentUser.user();
};

export const User: UserResolvers = {
  name: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
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
};
