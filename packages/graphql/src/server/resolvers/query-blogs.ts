import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parsePageSize } from '../args/lists';
import { decodeCursor, toConnection } from '../queries/pagination';
import { publishedBlog } from '../queries/visibility';

const { blogs } = schema;

/** `Query.blog` and `Query.blogs`: Published blog posts, newest first. */
export const blogQueries: Pick<QueryResolvers, 'blog' | 'blogs'> = {
  blog: async (_parent, { id }, ctx) => {
    const [blog] = await ctx.db
      .select()
      .from(blogs)
      .where(and(eq(blogs.id, parseNumericId(id)), publishedBlog));
    return blog ?? null;
  },

  blogs: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const cursor = decodeCursor(args.after, 2);
    const blogDate = sql<Date>`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`;
    const rows = await ctx.db
      .select()
      .from(blogs)
      .where(
        and(
          publishedBlog,
          cursor
            ? sql`(${blogDate}, ${blogs.id}) < (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`
            : undefined,
        ),
      )
      .orderBy(desc(blogDate), desc(blogs.id))
      .limit(limit + 1);
    return toConnection(
      rows,
      limit,
      (row) => [(row.publishedAt ?? row.createdAt).toISOString(), row.id],
      () => ctx.db.$count(blogs, publishedBlog),
    );
  },
};
