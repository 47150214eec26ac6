import type { QueryResolvers } from '../../generated/resolvers';
import { badUserInput, unauthenticated } from '../errors';

/**
 * `Query.me`: the current user. Anonymous requests get null; a token that failed verification is
 * an UNAUTHENTICATED error so the client can sign the user out instead of silently showing a guest.
 */
export const viewerQueries: Pick<QueryResolvers, 'me'> = {
  me: async (_parent, { input }, ctx) => {
    const services = input.services.trim();
    if (!services || services.length > 64)
      throw badUserInput('input.services must be 1-64 characters', 'input');
    if (ctx.authError) throw unauthenticated(ctx.authError.message);
    return ctx.currentUser.user();
  },
};
