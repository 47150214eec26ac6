import { and, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseSlug } from '../args/ids';
import { publishedPage } from '../queries/visibility';

const { pages } = schema;

/** `Query.page`: a Published content page by its id (the slug used at /{id}). */
export const pageQueries: Pick<QueryResolvers, 'page'> = {
  page: async (_parent, { id }, ctx) => {
    const [page] = await ctx.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, parseSlug(id)), publishedPage));
    return page ?? null;
  },
};
