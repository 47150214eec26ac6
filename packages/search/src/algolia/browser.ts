/**
 * The live dropdown straight from the browser, which queries the hosted search service itself: one
 * multi-index request with the search-only key, 7 posts, 4 authors and 7 series, reading only the
 * fields the dropdown shows. Browser-safe: imports only `algoliasearch/lite` and `../types`, so the
 * admin client never reaches a bundle. The server engine's `suggest` reuses this module, so both
 * paths send the same request and map the answer the same way.
 */
import { liteClient, type LiteClient, type SearchForHits } from 'algoliasearch/lite';
import {
  MAX_QUERY_LENGTH,
  SUGGESTION_LIMITS,
  type AuthorHit,
  type SuggestionSection,
  type PostHit,
  type SeriesHit,
  type Suggester,
  type Suggestions,
} from '../types';

/** The three indexes the site searches; replicas of `posts` are derived from its name. */
export interface AlgoliaIndexNames {
  posts: string;
  authors: string;
  series: string;
}

/** All a browser may know: the application, the search-only key and the index names. */
export interface AlgoliaBrowserConfig {
  appId: string;
  /** Search-only key: safe to publish (it can read records, never write). */
  searchApiKey: string;
  indexes: AlgoliaIndexNames;
}

/** Extra client options (custom `requester`, `hosts`): tests and proxies pass them. */
export type AlgoliaClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/**
 * The fields each section of the dropdown reads (a post's title; an author's name and image; a
 * series' name); the dropdown needs nothing else.
 */
export const SUGGESTION_ATTRIBUTES = {
  posts: ['title'],
  authors: ['name', 'image'],
  series: ['name'],
} as const;

/** The same whitespace folding `validateQuery` applies on the server. */
export function cleanSuggestionQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** The three queries of one dropdown, in the order posts, authors, series. */
export function suggestionRequests(indexes: AlgoliaIndexNames, query: string): SearchForHits[] {
  const section = (
    indexName: string,
    hitsPerPage: number,
    attributes: readonly string[],
  ): SearchForHits => ({
    indexName,
    query,
    hitsPerPage,
    attributesToRetrieve: [...attributes],
    // Highlights are not shown; leaving them out keeps the answer small.
    attributesToHighlight: [],
  });
  return [
    section(indexes.posts, SUGGESTION_LIMITS.posts, SUGGESTION_ATTRIBUTES.posts),
    section(indexes.authors, SUGGESTION_LIMITS.authors, SUGGESTION_ATTRIBUTES.authors),
    section(indexes.series, SUGGESTION_LIMITS.series, SUGGESTION_ATTRIBUTES.series),
  ];
}

interface RawHits {
  hits: Record<string, unknown>[];
  total: number;
}

/** Reads one result of a multi-query; an unexpected shape is an error, not an empty section. */
export function readHits(result: unknown, label: string): RawHits {
  const value = result as { hits?: unknown; nbHits?: unknown } | null | undefined;
  if (!value || !Array.isArray(value.hits)) {
    throw new Error(`Algolia returned no hits for ${label}`);
  }
  const hits = value.hits.filter(
    (hit): hit is Record<string, unknown> => typeof hit === 'object' && hit !== null,
  );
  return { hits, total: typeof value.nbHits === 'number' ? value.nbHits : hits.length };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Absent or empty means "the default avatar", which the contract spells `null`. */
const image = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function section<THit>(
  result: unknown,
  label: string,
  toHit: (hit: Record<string, unknown>) => THit,
): SuggestionSection<THit> {
  const { hits, total } = readHits(result, label);
  return { hits: hits.map(toHit), more: total > hits.length };
}

/** Maps the three results to the dropdown's sections, exactly the spec's fields per hit. */
export function suggestionsFromResults(query: string, results: readonly unknown[]): Suggestions {
  if (results.length !== 3)
    throw new Error(`Algolia answered ${results.length} results for 3 queries`);
  return {
    query,
    posts: section(results[0], 'posts', (hit): PostHit => ({
      objectID: text(hit.objectID),
      title: text(hit.title),
    })),
    authors: section(results[1], 'authors', (hit): AuthorHit => ({
      objectID: text(hit.objectID),
      name: text(hit.name),
      image: image(hit.image),
    })),
    series: section(results[2], 'series', (hit): SeriesHit => ({
      objectID: text(hit.objectID),
      name: text(hit.name),
    })),
  };
}

export function emptySuggestions(query = ''): Suggestions {
  return {
    query,
    posts: { hits: [], more: false },
    authors: { hits: [], more: false },
    series: { hits: [], more: false },
  };
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (the request itself runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Nobody waits for the request any more: its failure (Algolia unreachable) must not surface
    // as an unhandled rejection in the page.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * One dropdown query with an existing client. `query` must already be cleaned; an empty one
 * answers three empty sections without a request.
 */
export async function suggestWith(
  client: Pick<LiteClient, 'search'>,
  indexes: AlgoliaIndexNames,
  query: string,
  signal?: AbortSignal,
): Promise<Suggestions> {
  if (!query) return emptySuggestions();
  const { results } = await untilAborted(
    client.search({ requests: suggestionRequests(indexes, query) }),
    signal,
  );
  return suggestionsFromResults(query, results);
}

/**
 * The browser's suggester. Queries longer than the server accepts are rejected (give the input a
 * `maxLength` of `MAX_QUERY_LENGTH`), the same rule as `validateQuery`, never silently cut.
 */
export function createAlgoliaSuggester(
  config: AlgoliaBrowserConfig,
  clientOptions?: AlgoliaClientOptions,
): Suggester {
  const client = liteClient(config.appId, config.searchApiKey, clientOptions);
  return (rawQuery, signal) => {
    const query = cleanSuggestionQuery(rawQuery);
    if (query.length > MAX_QUERY_LENGTH) {
      return Promise.reject(new RangeError(`query must be at most ${MAX_QUERY_LENGTH} characters`));
    }
    return suggestWith(client, config.indexes, query, signal);
  };
}
