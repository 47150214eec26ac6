import { asc, eq } from 'drizzle-orm';
import { authorColumns, schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parsePageSize, parseSearchText } from '../args/lists';
import { nameCursorCondition, nameKey, sortName } from '../queries/name-order';
import { toConnection } from '../queries/pagination';
import { searchConnection } from '../queries/search-engine';

const { authors } = schema;

/** `Query.author` and `Query.authors`: one author, and the authors by name or by search. */
export const authorQueries: Pick<QueryResolvers, 'author' | 'authors'> = {
  author: async (_parent, { id }, ctx) => {
    const [author] = await ctx.db
      .select(authorColumns)
      .from(authors)
      .where(eq(authors.id, parseNumericId(id)));
    return author ?? null;
  },

  authors: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const search = parseSearchText(args.search);
    if (search)
      return searchConnection(ctx, 'authors', { search, first: limit, after: args.after });
    const rows = await ctx.db
      .select(authorColumns)
      .from(authors)
      .where(nameCursorCondition(authors.name, authors.id, args.after))
      .orderBy(asc(sortName(authors.name)), asc(authors.id))
      .limit(limit + 1);
    return toConnection(rows, limit, nameKey, () => ctx.db.$count(authors));
  },
};
