import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { parseListId, parseNewsletterListInput } from '../args/newsletter-input';
import { createNewsletterList, studioNewsletterLists, updateNewsletterList } from '../queries/newsletter-lists';
import { newsletterListExists, newsletterMembers } from '../queries/newsletter-signups';
import { notFound } from '../queries/studio-records';
import { requireActor, requireRole } from '../roles';

/** Admins' side of the newsletters: the lists with their member counts, and the members' export. */
export const studioNewsletterQueries: Pick<QueryResolvers, 'studioNewsletterLists' | 'newsletterMembers'> = {
  studioNewsletterLists: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'admin');
    return studioNewsletterLists(ctx.db);
  },
  newsletterMembers: async (_parent, { list }, ctx) => {
    await requireRole(ctx, 'admin');
    const id = parseListId(list, 'list');
    if (id !== null && !(await newsletterListExists(ctx.db, id))) throw notFound('newsletter list');
    return newsletterMembers(ctx.db, id);
  },
};

export const studioNewsletterMutations: Pick<MutationResolvers, 'createNewsletterList' | 'updateNewsletterList'> = {
  createNewsletterList: async (_parent, { input }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    return createNewsletterList(ctx.db, parseNewsletterListInput(input), actor);
  },
  updateNewsletterList: async (_parent, { id, input }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const listId = parseListId(id, 'id');
    if (listId === null) throw notFound('newsletter list');
    return updateNewsletterList(ctx.db, listId, parseNewsletterListInput({ ...input, id: null }), actor);
  },
};
