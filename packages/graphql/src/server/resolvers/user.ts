import { asc, eq } from 'drizzle-orm';
import { authorColumns, schema, seriesColumns, type Database } from '@openshiur/db';
import type { VerifiedIdentity } from '@openshiur/auth';
import type { QueryResolvers, UserResolvers } from '../../generated/resolvers';
import { badUserInput, unauthenticated } from '../errors';
import type { UserModel } from '../models';

const { users, series, authors, seriesSubscriptions, authorSubscriptions } = schema;

/**
 * The current user. Anonymous requests get null; a token that failed verification is an
 * UNAUTHENTICATED error so the client can sign the user out instead of silently showing a guest.
 */
export const me: QueryResolvers['me'] = async (_parent, { input }, ctx) => {
  const services = input.services.trim();
  if (!services || services.length > 64) throw badUserInput('input.services must be 1-64 characters', 'input');
  if (ctx.authError) throw unauthenticated(ctx.authError.message);
  if (!ctx.viewer) return null;
  return upsertUserFromIdentity(ctx.db, ctx.viewer);
};

/** Keeps the user record in step with the identity provider's claims. */
export async function upsertUserFromIdentity(db: Database, identity: VerifiedIdentity): Promise<UserModel> {
  const values = {
    subject: identity.subject,
    email: identity.email ?? null,
    firstName: identity.firstName ?? null,
    lastName: identity.lastName ?? null,
    picture: identity.picture ?? null,
  };
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.subject, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!user) throw new Error('Upserting the user returned no row');
  return user;
}

export const User: UserResolvers = {
  name: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
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
