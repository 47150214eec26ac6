import type { DafYomiPageResolvers } from '../../generated/resolvers';
import { shiurimByAuthor } from '../queries/daf-shiurim';
import { queryPosts } from '../queries/post-query';

/** The `DafYomiPage` type: one daf with its Published shiurim, as a list and grouped by author. */
export const DafYomiPage: DafYomiPageResolvers = {
  posts: (page, args, ctx) =>
    queryPosts(ctx.db, { ...args, filter: { masechta: page.masechta, daf: page.daf } }),
  shiurimByAuthor: (page, _args, ctx) => shiurimByAuthor(ctx.db, page.masechta, page.daf),
};
