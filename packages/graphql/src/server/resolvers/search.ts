/**
 * Search: the live dropdown, the results page and the browse lists' search, answered by the
 * request's search engine (`ctx.search`: built-in or Algolia). The engine returns ids; posts,
 * authors and series are then read from the database, so what a page shows never depends on what
 * an outside index happens to hold.
 */
import { and, inArray } from 'drizzle-orm';
import { authorColumns, postColumns, schema, seriesColumns } from '@openshiur/db';
import { clipLengths, holidays, languages, postTopics } from '@openshiur/reference-data';
import {
  isSearchInputError,
  MAX_RESULT_DEPTH,
  POST_FACETS,
  type ListSearchResponse,
  type PostFacet,
  type PostSearchFilters as EngineFilters,
  type SearchEngine,
  type SearchSort as EngineSort,
  type Suggestions,
} from '@openshiur/search';
import type { PostSearchFilters, QueryResolvers, SearchSort } from '../../generated/resolvers';
import { parseOneOf } from '../arguments';
import { badUserInput, ErrorCode, graphQLError } from '../errors';
import type { GraphQLContext } from '../context';
import type { AuthorModel, PostModel, SeriesModel } from '../models';
import { decodeCursor, encodeCursor, type Connection } from '../pagination';
import { publishedPost } from '../visibility';
import { sanitizeInline, stripMarkup } from '../sanitize';

const { posts, authors, series } = schema;

/** The engine's validation errors become BAD_USER_INPUT; anything else means search is down. */
async function askEngine<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isSearchInputError(error)) throw badUserInput(error.message, error.field);
    console.error('[search] the search engine failed:', error);
    throw graphQLError(ErrorCode.ServiceUnavailable, 'Search is unavailable right now. Please try again shortly.');
  }
}

/** Reference-data vocabularies: a value outside them is a mistake worth reporting, not zero results. */
const vocabularies: Partial<Record<PostFacet, readonly string[]>> = {
  topics: postTopics,
  languages,
  clipLengths,
  holidays,
};

function engineFilters(filters: PostSearchFilters | null | undefined): EngineFilters {
  const result: Partial<Record<PostFacet, string[]>> = {};
  for (const facet of POST_FACETS) {
    const values = filters?.[facet];
    if (!values || values.length === 0) continue;
    const vocabulary = vocabularies[facet];
    result[facet] = values.map((value) =>
      vocabulary ? parseOneOf(vocabulary, value, `filters.${facet}`) : String(value),
    );
  }
  return result;
}

const toEngineSort = (sort: SearchSort | null | undefined): EngineSort =>
  (sort ?? 'RELEVANCE').toLowerCase() as EngineSort;

/** Rows by id, in the order of `ids`; ids with no row (deleted since indexing) are dropped. */
function inOrder<T extends { id: number }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function labels(
  ctx: GraphQLContext,
  facet: 'authors' | 'series',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const numbers = ids.map(Number);
  const rows =
    facet === 'authors'
      ? await ctx.db.select({ id: authors.id, name: authors.name }).from(authors).where(inArray(authors.id, numbers))
      : await ctx.db.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, numbers));
  return new Map(rows.map((row) => [String(row.id), facet === 'authors' ? stripMarkup(row.name) : row.name]));
}

/**
 * The dropdown's suggestions with author names made safe to render as HTML (the database may hold
 * unsanitized names from older imports). Also used by the site's GET suggestion endpoint.
 */
export async function safeSuggestions(search: SearchEngine, query: string): Promise<Suggestions> {
  const suggestions = await askEngine(() => search.suggest(query));
  return {
    ...suggestions,
    authors: {
      ...suggestions.authors,
      hits: suggestions.authors.hits.map((hit) => ({ ...hit, name: sanitizeInline(hit.name) })),
    },
  };
}

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
        : ctx.db.select(postColumns).from(posts).where(and(inArray(posts.id, numbers), publishedPost)),
      labels(ctx, 'authors', result.facets.authors.map((entry) => entry.value)),
      labels(ctx, 'series', result.facets.series.map((entry) => entry.value)),
    ]);
    const facets = Object.fromEntries(
      POST_FACETS.map((facet) => {
        const names = facet === 'authors' ? authorLabels : facet === 'series' ? seriesLabels : undefined;
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
      page: result.page,
      pageSize: result.pageSize,
      pageCount: Math.ceil(Math.min(result.total, MAX_RESULT_DEPTH) / result.pageSize),
      posts: inOrder(result.ids, rows),
      facets,
    };
  },
};

/**
 * The browse lists' search as a connection: the cursor is the page number, so `after` works as
 * on the unsearched lists. Only authors and series with Published posts are found.
 */
export async function searchConnection<T extends AuthorModel | SeriesModel>(
  ctx: GraphQLContext,
  kind: 'authors' | 'series',
  args: { search: string; first: number; after?: string | null },
): Promise<Connection<T>> {
  const cursor = decodeCursor(args.after, 1);
  const lastPage = cursor ? cursor[0] : 0;
  if (typeof lastPage !== 'number' || !Number.isInteger(lastPage) || lastPage < 0) {
    throw badUserInput('after is not a valid cursor', 'after');
  }
  const page = lastPage + 1;
  const request = { query: args.search, page, pageSize: args.first };
  const result: ListSearchResponse = await askEngine(() =>
    kind === 'authors' ? ctx.search.searchAuthors(request) : ctx.search.searchSeries(request),
  );
  const numbers = result.ids.map(Number);
  const rows =
    numbers.length === 0
      ? []
      : kind === 'authors'
        ? await ctx.db.select(authorColumns).from(authors).where(inArray(authors.id, numbers))
        : await ctx.db.select(seriesColumns).from(series).where(inArray(series.id, numbers));
  const nodes = inOrder(result.ids, rows as T[]);
  const endCursor = encodeCursor([page]);
  return {
    edges: nodes.map((node) => ({ cursor: endCursor, node })),
    pageInfo: { hasNextPage: page * result.pageSize < Math.min(result.total, MAX_RESULT_DEPTH), endCursor },
    count: () => Promise.resolve(result.total),
  };
}
