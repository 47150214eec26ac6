import type { PostResolvers } from '../../generated/resolvers';
import { parseRelatedCount } from '../args/lists';
import { findRelatedPosts } from '../queries/related-posts';

/**
 * The `Post` fields only the post page (/p/{id}) asks for: previous/next in the series and related
 * shiurim. The rest of `Post` is in post.ts.
 */
export const postDetailFields: Pick<
  PostResolvers,
  'previousInSeries' | 'nextInSeries' | 'related'
> = {
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
    const exclude = [neighbours.previousId, neighbours.nextId].filter(
      (id): id is number => id != null,
    );
    return findRelatedPosts(ctx.db, post, {
      authorIds: authors.map((author) => author.id),
      exclude,
      limit,
    });
  },
};
