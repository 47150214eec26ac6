/**
 * The results page and the browse lists in Algolia queries, and their answers back in the
 * contract's shapes. Pure: the engine sends what this builds.
 *
 * Facet counts are disjunctive, the standard Algolia way: the main query applies every filter and
 * counts the facets nobody filtered on; each filtered facet gets one more query (no hits) with all
 * the *other* filters, whose counts say how many a visitor would get by adding a value. All go in
 * one multi-query request.
 *
 * Pages: the contract counts from 1, Algolia from 0.
 */
import type { SearchForHits } from 'algoliasearch/lite';
import {
  effectiveSort,
  emptyFacetCounts,
  type ValidListSearch,
  type ValidPostSearch,
} from '../request';
import {
  POST_FACETS,
  type FacetCounts,
  type FacetValueCount,
  type ListSearchResponse,
  type PostFacet,
  type PostSearchResponse,
} from '../types';
import { readHits } from './browser';
import { postsIndexForSort } from './names';
import { FACET_ATTRIBUTES, MAX_VALUES_PER_FACET } from './settings';

/** types.ts: "`authors` and `series` list at most 20 values". */
export const LISTED_FACET_VALUES: Partial<Record<PostFacet, number>> = { authors: 20, series: 20 };

export const toAlgoliaPage = (page: number) => page - 1;

/** A facet filter value starting with "-" would read as a negation; Algolia's escape is "\-". */
export function facetFilter(facet: PostFacet, value: string): string {
  return `${FACET_ATTRIBUTES[facet]}:${value.startsWith('-') ? `\\${value}` : value}`;
}

/** OR inside a facet (one inner list), AND across facets (the outer list). */
export function facetFilters(filters: ValidPostSearch['filters'], except?: PostFacet): string[][] {
  return POST_FACETS.filter((facet) => facet !== except && (filters[facet]?.length ?? 0) > 0).map(
    (facet) => (filters[facet] ?? []).map((value) => facetFilter(facet, value)),
  );
}

/** The facets someone filtered on, in contract order: each needs its own counting query. */
export function refinedFacets(search: ValidPostSearch): PostFacet[] {
  return POST_FACETS.filter((facet) => (search.filters[facet]?.length ?? 0) > 0);
}

export function postSearchRequests(postsIndex: string, search: ValidPostSearch): SearchForHits[] {
  const indexName = postsIndexForSort(postsIndex, effectiveSort(search));
  const refined = refinedFacets(search);
  const main: SearchForHits = {
    indexName,
    query: search.query,
    page: toAlgoliaPage(search.page),
    hitsPerPage: search.pageSize,
    // Only ids: the page renders posts from the database.
    attributesToRetrieve: [],
    attributesToHighlight: [],
    facets: POST_FACETS.filter((facet) => !refined.includes(facet)).map(
      (facet) => FACET_ATTRIBUTES[facet],
    ),
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    facetFilters: facetFilters(search.filters),
  };
  const counting = refined.map((facet): SearchForHits => ({
    indexName,
    query: search.query,
    page: 0,
    hitsPerPage: 0,
    attributesToRetrieve: [],
    attributesToHighlight: [],
    facets: [FACET_ATTRIBUTES[facet]],
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    facetFilters: facetFilters(search.filters, facet),
    // A helper query, not a visitor's search: keep it out of the analytics.
    analytics: false,
  }));
  return [main, ...counting];
}

/** Count first, then value (code-point order), so equal counts list the same way on every engine. */
export function sortFacetValues(counts: Record<string, number>): FacetValueCount[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

function facetsOf(result: unknown, attribute: string): Record<string, number> {
  const facets = (result as { facets?: Record<string, unknown> }).facets;
  const counts = facets?.[attribute];
  if (!counts || typeof counts !== 'object') return {};
  return Object.fromEntries(
    Object.entries(counts as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/**
 * Whether Algolia counted every match and facet value: `exhaustive` in API v5 answers, the older
 * `exhaustiveNbHits`/`exhaustiveFacetsCount` otherwise; exact unless it says not.
 */
export function isExhaustive(result: unknown): boolean {
  const value = (result ?? {}) as {
    exhaustive?: { nbHits?: boolean; facetsCount?: boolean };
    exhaustiveNbHits?: boolean;
    exhaustiveFacetsCount?: boolean;
  };
  const nbHits = value.exhaustive?.nbHits ?? value.exhaustiveNbHits;
  const facetsCount = value.exhaustive?.facetsCount ?? value.exhaustiveFacetsCount;
  return nbHits !== false && facetsCount !== false;
}

export function postSearchResponse(
  search: ValidPostSearch,
  results: readonly unknown[],
): PostSearchResponse {
  const refined = refinedFacets(search);
  if (results.length !== refined.length + 1) {
    throw new Error(`Algolia answered ${results.length} results for ${refined.length + 1} queries`);
  }
  const main = results[0];
  const { hits, total } = readHits(main, 'posts');
  const facets: FacetCounts = emptyFacetCounts();
  for (const facet of POST_FACETS) {
    const position = refined.indexOf(facet);
    const source = position === -1 ? main : results[position + 1];
    const values = sortFacetValues(facetsOf(source, FACET_ATTRIBUTES[facet]));
    facets[facet] = values.slice(0, LISTED_FACET_VALUES[facet] ?? values.length);
  }
  return {
    ids: hits.map((hit) => String(hit.objectID)),
    total,
    exhaustive: results.every(isExhaustive),
    page: search.page,
    pageSize: search.pageSize,
    facets,
  };
}

export function listSearchRequest(indexName: string, search: ValidListSearch): SearchForHits {
  return {
    indexName,
    query: search.query,
    page: toAlgoliaPage(search.page),
    hitsPerPage: search.pageSize,
    attributesToRetrieve: [],
    attributesToHighlight: [],
  };
}

export function listSearchResponse(
  search: ValidListSearch,
  result: unknown,
  label: string,
): ListSearchResponse {
  const { hits, total } = readHits(result, label);
  return {
    ids: hits.map((hit) => String(hit.objectID)),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
}
