import type { TagResolvers } from '../../generated/resolvers';
import { queryPosts } from '../queries/post-query';

/** The `Tag` type: how many Published posts carry it, and those posts. */
export const Tag: TagResolvers = {
  postCount: (tag, _args, ctx) => ctx.loaders.publishedCountByTagId.load(tag.id),
  posts: (tag, args, ctx) => queryPosts(ctx.db, { ...args, filter: { tagId: String(tag.id) } }),
};
