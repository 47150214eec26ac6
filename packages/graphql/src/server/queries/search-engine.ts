/**
 * Search: the live dropdown, the results page and the browse lists' search, answered by the
 * request's search engine (`ctx.search`: built-in or Algolia). The engine returns ids; posts,
 * authors and series are then read from the database, so what a page shows never depends on what
 * an outside index happens to hold.
 */
import { inArray } from 'drizzle-orm';
import { authorColumns, schema, seriesColumns } from '@openshiur/db';
import {
  isSearchInputError,
  MAX_RESULT_DEPTH,
  suggestWithSafeNames,
  type ListSearchResponse,
  type SearchEngine,
  type Suggestions,
} from '@openshiur/search';
import type { GraphQLContext } from '../context';
import { badUserInput, ErrorCode, graphQLError } from '../errors';
import type { AuthorModel, SeriesModel } from '../models';
import { decodeCursor, encodeCursor, type Connection } from './pagination';

const { authors, series } = schema;

/** The engine's validation errors become BAD_USER_INPUT; anything else means search is down. */
export async function askEngine<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isSearchInputError(error)) throw badUserInput(error.message, error.field);
    console.error('[search] the search engine failed:', error);
    throw graphQLError(
      ErrorCode.ServiceUnavailable,
      'Search is unavailable right now. Please try again shortly.',
    );
  }
}

/** Rows by id, in the order of `ids`; ids with no row (deleted since indexing) are dropped. */
export function inOrder<T extends { id: number }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The dropdown's suggestions with author names made safe to render as HTML (the database may hold
 * unsanitized names from older imports), with engine failures as GraphQL errors.
 */
export function safeSuggestions(search: SearchEngine, query: string): Promise<Suggestions> {
  return askEngine(() => suggestWithSafeNames(search, query));
}

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
    pageInfo: {
      hasNextPage: page * result.pageSize < Math.min(result.total, MAX_RESULT_DEPTH),
      endCursor,
    },
    count: () => Promise.resolve(result.total),
  };
}
