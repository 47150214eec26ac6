import { asc, eq, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId, parseSlug } from '../args/ids';
import { parsePageSize } from '../args/lists';
import { decodeCursor, toConnection } from '../queries/pagination';

const { tags } = schema;

/** `Query.tag` and `Query.tags`: one tag, and every tag by name. */
export const tagQueries: Pick<QueryResolvers, 'tag' | 'tags'> = {
  tag: async (_parent, { id }, ctx) => {
    // A tag is addressed by its number or its slug (/tag/12 and /tag/teshuva both work).
    const byNumber = /^\d+$/.test(String(id));
    const condition = byNumber ? eq(tags.id, parseNumericId(id)) : eq(tags.slug, parseSlug(id));
    const [tag] = await ctx.db.select().from(tags).where(condition);
    return tag ?? null;
  },

  tags: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 50);
    const cursor = decodeCursor(args.after, 2);
    const rows = await ctx.db
      .select()
      .from(tags)
      .where(
        cursor
          ? sql`(${tags.name}, ${tags.id}) > (${String(cursor[0])}, ${Number(cursor[1])})`
          : undefined,
      )
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(limit + 1);
    return toConnection(
      rows,
      limit,
      (row) => [row.name, row.id],
      () => ctx.db.$count(tags),
    );
  },
};
