/**
 * The one search interface. Two engines implement it: the built-in PostgreSQL engine (the
 * default, `createBuiltInSearch`) and Algolia (`createAlgoliaSearch`); both pass the shared contract
 * suite in `src/testing/contract/`. Browser-safe: types and constants only.
 */

/** The live dropdown under the search field shows up to 7 posts, 4 authors and 7 series. */
export const SUGGESTION_LIMITS = { posts: 7, authors: 4, series: 7 } as const;

/** Longest query accepted anywhere; longer input is a validation error, not a truncation. */
export const MAX_QUERY_LENGTH = 200;

/** Results pages never go deeper than this many hits (Algolia's default `paginationLimitedTo`). */
export const MAX_RESULT_DEPTH = 1000;

/** At most this many values per facet in one request. */
export const MAX_FILTER_VALUES = 20;

export const MAX_PAGE_SIZE = 50;

/** A post in the dropdown: exactly the fields the dropdown reads (its id and title). */
export interface PostHit {
  objectID: string;
  title: string;
}

export interface AuthorHit {
  objectID: string;
  /** May contain inline markup, already sanitized when indexed; render as formatted text. */
  name: string;
  /** Absent/empty: the default avatar; a full URL; or an image-service public id. */
  image: string | null;
}

export interface SeriesHit {
  objectID: string;
  name: string;
}

/**
 * One section of the dropdown. No count of all matches: the dropdown shows none, and counting
 * every post a one-letter prefix matches would cost more than finding the few it shows.
 */
export interface SuggestionSection<THit> {
  hits: THit[];
  /** Whether more match than `hits` holds (the results page lists them all). */
  more: boolean;
}

/** What the live dropdown shows for one query. */
export interface Suggestions {
  query: string;
  posts: SuggestionSection<PostHit>;
  authors: SuggestionSection<AuthorHit>;
  series: SuggestionSection<SeriesHit>;
}

/** Answers the dropdown for one query, in the browser; rejects when `signal` aborts. */
export type Suggester = (query: string, signal?: AbortSignal) => Promise<Suggestions>;

/** The results page's filters, one per post property a visitor can narrow by. */
export const POST_FACETS = [
  'topics',
  'authors',
  'series',
  'mediaTypes',
  'languages',
  'clipLengths',
  'holidays',
] as const;
export type PostFacet = (typeof POST_FACETS)[number];

/**
 * Selected filter values: several values of one facet widen (OR), different facets narrow (AND).
 * `authors` and `series` hold ids; the others hold reference-data values.
 */
export type PostSearchFilters = Partial<Record<PostFacet, readonly string[]>>;

export const SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;
/** `relevance`: best match first, newer first among equals; without a query it is `newest`. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface PostSearchRequest {
  query: string;
  filters?: PostSearchFilters;
  sort?: SearchSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface FacetValueCount {
  value: string;
  count: number;
}

/**
 * Counts per facet value among the matching posts, each facet counted with every *other* facet's
 * filters applied (so a visitor sees how many they would get by adding a value). Sorted by count,
 * then value. `authors` and `series` list at most 20 values.
 */
export type FacetCounts = Record<PostFacet, FacetValueCount[]>;

export interface PostSearchResponse {
  /** Post ids of the requested page, in order. */
  ids: string[];
  total: number;
  /**
   * False when `total` and the facet counts are estimates: a query matching a large part of the
   * catalogue, where counting every match would cost more than the page may (shown as "about").
   */
  exhaustive: boolean;
  page: number;
  pageSize: number;
  facets: FacetCounts;
}

/** The browse lists' search (`/series?search=`, `/author?search=`). */
export interface ListSearchRequest {
  query: string;
  page?: number;
  pageSize?: number;
}

export interface ListSearchResponse {
  ids: string[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Answers searches. Only Published posts are ever found; authors and series only when they have
 * at least one Published post. Matching: every word of the query must match (the last one as a
 * prefix, for typing), transliteration variants fold together (Shabbos/Shabbat,
 * Berachos/Berakhot/Brachot), Hebrew matches Hebrew, and a misspelt word still finds its match.
 * Invalid requests reject with a `SearchInputError`.
 */
export interface SearchEngine {
  readonly kind: 'builtin' | 'algolia';
  suggest(query: string): Promise<Suggestions>;
  searchPosts(request: PostSearchRequest): Promise<PostSearchResponse>;
  searchAuthors(request: ListSearchRequest): Promise<ListSearchResponse>;
  searchSeries(request: ListSearchRequest): Promise<ListSearchResponse>;
}

/** Rows whose content changed (created, edited, unpublished or deleted), by table. */
export interface ContentChanges {
  posts?: readonly number[];
  authors?: readonly number[];
  series?: readonly number[];
}

export interface ReindexReport {
  posts: number;
  authors: number;
  series: number;
}

/** How far a rebuild has come: rows of `stage` done out of `total`. */
export interface ReindexProgress {
  stage: 'authors' | 'series' | 'posts';
  done: number;
  total: number;
}

export interface ReindexOptions {
  /** Called after every batch (and once when a stage starts), for a progress bar. */
  onProgress?: (progress: ReindexProgress) => void;
  /**
   * Built-in engine: continue an interrupted rebuild after its last finished batch instead of
   * starting over (a rebuild of a million posts takes minutes). Without one to continue, it
   * rebuilds everything.
   */
  resume?: boolean;
}

/**
 * Keeps an engine's index in step with the database. `sync` takes the ids that changed; an
 * author's or series' change also refreshes its posts (their records carry the names). Rows that
 * are gone or no longer Published leave the index.
 */
export interface SearchIndexer {
  sync(changes: ContentChanges): Promise<void>;
  /** Rebuilds the whole index from the database; returns how many records it holds. */
  reindexAll(options?: ReindexOptions): Promise<ReindexReport>;
}
