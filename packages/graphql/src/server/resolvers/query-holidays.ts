import { and, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { holidays } from '@openshiur/reference-data';
import type { QueryResolvers } from '../../generated/resolvers';
import { publishedPost } from '../queries/visibility';

const { posts } = schema;

/** `Query.holidayShiurimCounts`: every holiday of reference-data's list with its Published shiurim. */
export const holidayQueries: Pick<QueryResolvers, 'holidayShiurimCounts'> = {
  holidayShiurimCounts: async (_parent, _args, ctx) => {
    // One pass over the posts tagged with any holiday (the GIN index on holidays finds them).
    const holiday = sql<string>`unnest(${posts.holidays})`;
    const rows = await ctx.db
      .select({ holiday, postCount: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(publishedPost, sql`${posts.holidays} <> '{}'`))
      .groupBy(holiday);
    const counts = new Map(rows.map((row) => [row.holiday, Number(row.postCount)]));
    return holidays.map((name) => ({ holiday: name, postCount: counts.get(name) ?? 0 }));
  },
};
