import { eq } from 'drizzle-orm';
import { authorColumns, schema } from '@openshiur/db';
import type { BlogResolvers } from '../../generated/resolvers';
import { sanitizeBody } from '../sanitize';

const { authors } = schema;

/** The `Blog` type: a blog post, its body sanitized, and its author. */
export const Blog: BlogResolvers = {
  body: (blog) => sanitizeBody(blog.body ?? ''),
  author: async (blog, _args, ctx) => {
    if (!blog.authorId) return null;
    const [author] = await ctx.db
      .select(authorColumns)
      .from(authors)
      .where(eq(authors.id, blog.authorId));
    return author ?? null;
  },
};
