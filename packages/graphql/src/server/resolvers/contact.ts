import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { parseContactMessage } from '../args/contact-input';
import { parseStudioListArgs } from '../args/studio-list';
import { ErrorCode, graphQLError } from '../errors';
import { listContactMessages, storeContactMessage } from '../queries/contact-messages';
import { requireRole } from '../roles';

/** The contact form of /connect, and the admins' list of what it brought. */
export const contactQueries: Pick<QueryResolvers, 'contactMessages'> = {
  contactMessages: async (_parent, { page }, ctx) => {
    await requireRole(ctx, 'admin');
    const list = await listContactMessages(ctx.db, parseStudioListArgs({ page }).page);
    return { ...list, items: list.items.map((row) => ({ ...row, id: String(row.id) })) };
  },
};

export const contactMutations: Pick<MutationResolvers, 'sendContactMessage'> = {
  sendContactMessage: async (_parent, { input }, ctx) => {
    // Checked before the configuration, so a tool's bad input still hears what was wrong with it.
    const write = parseContactMessage(input);
    if (!ctx.contactInbox) throw graphQLError(ErrorCode.ServiceUnavailable, 'Contact messages are only taken by the site');
    await storeContactMessage(ctx.db, write, ctx.contactInbox);
    // Stored with its mails: now send them rather than at the job runner's next tick.
    ctx.mailQueued();
    return { ok: true };
  },
};
