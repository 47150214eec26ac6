import { and, eq } from 'drizzle-orm';
import { postColumns, schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { queryPosts } from '../queries/post-query';
import { publishedPost } from '../queries/visibility';

const { posts } = schema;

/** `Query.post` (one Published post) and `Query.posts` (every list of posts, filtered and paged). */
export const postQueries: Pick<QueryResolvers, 'post' | 'posts'> = {
  post: async (_parent, { id }, ctx) => {
    const [post] = await ctx.db
      .select(postColumns)
      .from(posts)
      .where(and(eq(posts.id, parseNumericId(id)), publishedPost));
    return post ?? null;
  },

  posts: (_parent, args, ctx) => queryPosts(ctx.db, args),
};
