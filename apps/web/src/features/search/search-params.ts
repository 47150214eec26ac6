/**
 * The search page's address: which words, filters, sort and page it shows. Parsing keeps only
 * values the site knows (an unknown topic from an old link is dropped, not an error page), and
 * `searchHref` builds the links that change one thing at a time.
 *
 * Parameters: `q`; `topics` (the name the menu's links use); `author`, `series` (ids); `media`,
 * `language`, `length`, `holiday`; `sort` (newest | oldest; relevance is the default); `page`.
 */
import { clipLengths, holidays, languages, mediaTypes, postTopics } from '@openshiur/reference-data';
import { MAX_FILTER_VALUES, MAX_QUERY_LENGTH, MAX_RESULT_DEPTH, type PostFacet } from '@openshiur/search/client';

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = MAX_RESULT_DEPTH / SEARCH_PAGE_SIZE;

export type SearchSortParam = 'relevance' | 'newest' | 'oldest';

export interface SearchState {
  query: string;
  filters: Partial<Record<PostFacet, string[]>>;
  sort: SearchSortParam;
  page: number;
}

/** The address parameter of each filter. */
export const facetParams: Record<PostFacet, string> = {
  topics: 'topics',
  authors: 'author',
  series: 'series',
  mediaTypes: 'media',
  languages: 'language',
  clipLengths: 'length',
  holidays: 'holiday',
};

const idPattern = /^[1-9]\d{0,9}$/;

const allowed: Record<PostFacet, (value: string) => boolean> = {
  topics: (value) => (postTopics as readonly string[]).includes(value),
  authors: (value) => idPattern.test(value),
  series: (value) => idPattern.test(value),
  mediaTypes: (value) => (mediaTypes as readonly string[]).includes(value),
  languages: (value) => (languages as readonly string[]).includes(value),
  clipLengths: (value) => (clipLengths as readonly string[]).includes(value),
  holidays: (value) => (holidays as readonly string[]).includes(value),
};

type RawParams = Record<string, string | string[] | undefined>;

const valuesOf = (params: RawParams, name: string): string[] => {
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

export function parseSearchState(params: RawParams): SearchState {
  const query = (valuesOf(params, 'q')[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const filters: SearchState['filters'] = {};
  for (const [facet, name] of Object.entries(facetParams) as [PostFacet, string][]) {
    const values = [...new Set(valuesOf(params, name).filter(allowed[facet]))].slice(0, MAX_FILTER_VALUES);
    if (values.length > 0) filters[facet] = values;
  }
  const sortParam = valuesOf(params, 'sort')[0];
  const sort: SearchSortParam = sortParam === 'newest' || sortParam === 'oldest' ? sortParam : 'relevance';
  const pageParam = Number(valuesOf(params, 'page')[0] ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, MAX_SEARCH_PAGE) : 1;
  return { query, filters, sort, page };
}

export function hasFilters(state: SearchState): boolean {
  return Object.values(state.filters).some((values) => values && values.length > 0);
}

/** The address of `state` changed by `changes`; any change but the page goes back to page 1. */
export function searchHref(state: SearchState, changes: Partial<SearchState> = {}): string {
  const next = { ...state, ...changes };
  if (!('page' in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.query) params.set('q', next.query);
  for (const [facet, name] of Object.entries(facetParams) as [PostFacet, string][]) {
    for (const value of next.filters[facet] ?? []) params.append(name, value);
  }
  if (next.sort !== 'relevance') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

/** The filters with one value switched on or off. */
export function toggleFilter(state: SearchState, facet: PostFacet, value: string): SearchState['filters'] {
  const current = state.filters[facet] ?? [];
  const values = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  const { [facet]: _dropped, ...others } = state.filters;
  return values.length > 0 ? { ...others, [facet]: values } : others;
}
