import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { NEWSLETTER_LINKS } from '../../newsletter-links';
import { parseListId, parseNewsletterPreferences, parseNewsletterSignup } from '../args/newsletter-input';
import type { GraphQLContext } from '../context';
import { ErrorCode, graphQLError } from '../errors';
import { activeNewsletterLists } from '../queries/newsletter-lists';
import {
  confirmNewsletterSignup,
  invalidLink,
  readSubscription,
  requestNewsletterSignup,
  unsubscribeFromNewsletters,
  updateNewsletterPreferences,
} from '../queries/newsletter-signups';

type LinkKind = keyof typeof NEWSLETTER_LINKS;

/**
 * The sign-up a signed link is for, when the token is genuine, unexpired and made for one of
 * `kinds`; the token's extra claims too. Tools have no site to make links, so they get an error.
 */
async function verifiedLink(ctx: GraphQLContext, token: string, kinds: readonly LinkKind[]) {
  if (!ctx.linkTokens) throw graphQLError(ErrorCode.ServiceUnavailable, 'Signed links are only checked by the site');
  for (const kind of kinds) {
    const verified = await ctx.linkTokens.verify(token, NEWSLETTER_LINKS[kind].purpose);
    if (verified && /^[1-9]\d{0,9}$/.test(verified.subject)) return { signupId: Number(verified.subject), extra: verified.extra };
  }
  throw invalidLink();
}

/** The public side: the lists, and what a visitor does by the form or by a link in a mail. */
export const newsletterQueries: Pick<QueryResolvers, 'newsletterLists' | 'newsletterPreferences'> = {
  newsletterLists: (_parent, _args, ctx) => activeNewsletterLists(ctx.db),
  newsletterPreferences: async (_parent, { token }, ctx) => readSubscription(ctx.db, (await verifiedLink(ctx, token, ['preferences'])).signupId),
};

export const newsletterMutations: Pick<
  MutationResolvers,
  'signUpForNewsletter' | 'confirmNewsletterSignup' | 'updateNewsletterPreferences' | 'unsubscribeFromNewsletters'
> = {
  signUpForNewsletter: async (_parent, { input }, ctx) => {
    await requestNewsletterSignup(ctx.db, parseNewsletterSignup(input));
    // Stored with its mail: now send it rather than at the job runner's next tick.
    ctx.mailQueued();
    return { ok: true };
  },
  confirmNewsletterSignup: async (_parent, { token }, ctx) => {
    const { signupId, extra } = await verifiedLink(ctx, token, ['confirm']);
    if (typeof extra.nonce !== 'string') throw invalidLink();
    const result = await confirmNewsletterSignup(ctx.db, signupId, extra.nonce);
    if (result.status === 'CONFIRMED') ctx.mailQueued();
    const { purpose, expiresIn } = NEWSLETTER_LINKS.preferences;
    const preferencesToken = await ctx.linkTokens!.sign({ purpose, subject: String(signupId) }, expiresIn);
    return { ...result, preferencesToken };
  },
  updateNewsletterPreferences: async (_parent, { token, input }, ctx) => {
    const { signupId } = await verifiedLink(ctx, token, ['preferences']);
    return updateNewsletterPreferences(ctx.db, signupId, parseNewsletterPreferences(input));
  },
  unsubscribeFromNewsletters: async (_parent, { token, list }, ctx) => {
    const { signupId, extra } = await verifiedLink(ctx, token, ['unsubscribe', 'preferences']);
    const linkList = typeof extra.list === 'string' ? extra.list : null;
    return unsubscribeFromNewsletters(ctx.db, signupId, parseListId(list, 'list') ?? parseListId(linkList, 'token'));
  },
};
