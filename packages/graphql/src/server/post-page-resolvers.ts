import type { PostResolvers } from '../generated/resolvers';
import { findRelatedPosts, parseRelatedCount } from './related-posts';

/** Post fields the post page adds: previous/next in the series and related shiurim. */
export const postPageFields: Pick<PostResolvers, 'previousInSeries' | 'nextInSeries' | 'related'> = {
  previousInSeries: async (post, _args, ctx) => {
    const { previousId } = await ctx.loaders.seriesNeighbours.load(post);
    return previousId == null ? null : ctx.loaders.publishedPostById.load(previousId);
  },
  nextInSeries: async (post, _args, ctx) => {
    const { nextId } = await ctx.loaders.seriesNeighbours.load(post);
    return nextId == null ? null : ctx.loaders.publishedPostById.load(nextId);
  },
  related: async (post, { first }, ctx) => {
    const limit = parseRelatedCount(first);
    const [neighbours, authors] = await Promise.all([
      ctx.loaders.seriesNeighbours.load(post),
      ctx.loaders.authorsByPostId.load(post.id),
    ]);
    const exclude = [neighbours.previousId, neighbours.nextId].filter((id): id is number => id != null);
    return findRelatedPosts(ctx.db, post, { authorIds: authors.map((author) => author.id), exclude, limit });
  },
};
