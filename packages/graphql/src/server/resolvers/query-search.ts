import { and, inArray } from 'drizzle-orm';
import { postColumns, schema } from '@openshiur/db';
import { MAX_RESULT_DEPTH, POST_FACETS, type PostFacet } from '@openshiur/search';
import type { QueryResolvers } from '../../generated/resolvers';
import { engineFilters, toEngineSort } from '../args/search';
import type { GraphQLContext } from '../context';
import type { PostModel } from '../models';
import { stripMarkup } from '../sanitize';
import { askEngine, inOrder, safeSuggestions } from '../queries/search-engine';
import { publishedPost } from '../queries/visibility';

const { posts, authors, series } = schema;

/** Facet labels: an author's plain name or a series' name, by id. */
async function labels(
  ctx: GraphQLContext,
  facet: 'authors' | 'series',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const numbers = ids.map(Number);
  const rows =
    facet === 'authors'
      ? await ctx.db
          .select({ id: authors.id, name: authors.name })
          .from(authors)
          .where(inArray(authors.id, numbers))
      : await ctx.db
          .select({ id: series.id, name: series.name })
          .from(series)
          .where(inArray(series.id, numbers));
  return new Map(
    rows.map((row) => [String(row.id), facet === 'authors' ? stripMarkup(row.name) : row.name]),
  );
}

/**
 * The deprecated `total` of a dropdown section: engines no longer count every match, so it is a
 * lower bound that still says "more than shown" to a client comparing it with the hits.
 */
export const suggestionSection = {
  total: (section: { hits: readonly unknown[]; more: boolean }) => section.hits.length + (section.more ? 1 : 0),
};

/** `Query.searchSuggestions` (the live dropdown) and `Query.searchPosts` (the results page). */
export const searchQueries: Pick<QueryResolvers, 'searchSuggestions' | 'searchPosts'> = {
  searchSuggestions: (_parent, { query }, ctx) => safeSuggestions(ctx.search, query),

  searchPosts: async (_parent, args, ctx) => {
    const sort = args.sort ?? 'RELEVANCE';
    const filters = engineFilters(args.filters);
    const result = await askEngine(() =>
      ctx.search.searchPosts({
        query: args.query ?? '',
        filters,
        sort: toEngineSort(sort),
        page: args.page ?? 1,
        pageSize: args.pageSize ?? 20,
      }),
    );
    const numbers = result.ids.map(Number);
    const [rows, authorLabels, seriesLabels] = await Promise.all([
      numbers.length === 0
        ? Promise.resolve([] as PostModel[])
        : ctx.db
            .select(postColumns)
            .from(posts)
            .where(and(inArray(posts.id, numbers), publishedPost)),
      labels(
        ctx,
        'authors',
        result.facets.authors.map((entry) => entry.value),
      ),
      labels(
        ctx,
        'series',
        result.facets.series.map((entry) => entry.value),
      ),
    ]);
    const facets = Object.fromEntries(
      POST_FACETS.map((facet) => {
        const names =
          facet === 'authors' ? authorLabels : facet === 'series' ? seriesLabels : undefined;
        return [
          facet,
          result.facets[facet]
            // An id the database no longer has is left out rather than shown without a name.
            .filter((entry) => !names || names.has(entry.value))
            .map((entry) => ({ ...entry, label: names?.get(entry.value) ?? entry.value })),
        ];
      }),
    ) as Record<PostFacet, { value: string; label: string; count: number }[]>;
    return {
      query: (args.query ?? '').trim(),
      sort,
      total: result.total,
      exhaustive: result.exhaustive,
      page: result.page,
      pageSize: result.pageSize,
      pageCount: Math.ceil(Math.min(result.total, MAX_RESULT_DEPTH) / result.pageSize),
      posts: inOrder(result.ids, rows),
      facets,
    };
  },
};
