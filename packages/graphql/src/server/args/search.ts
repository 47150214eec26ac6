import { postTopics } from '@openshiur/reference-data';
import { clipLengths, holidays, languages } from '@openshiur/reference-data';
import {
  POST_FACETS,
  type PostFacet,
  type PostSearchFilters as EngineFilters,
  type SearchSort as EngineSort,
} from '@openshiur/search';
import type { PostSearchFilters, SearchSort } from '../../generated/resolvers';
import { parseOneOf } from './vocabulary';

/** Reference-data vocabularies: a value outside them is a mistake worth reporting, not zero results. */
const vocabularies: Partial<Record<PostFacet, readonly string[]>> = {
  topics: postTopics,
  languages,
  clipLengths,
  holidays,
};

/** The results page's filters as the search engine takes them; BAD_USER_INPUT outside a vocabulary. */
export function engineFilters(filters: PostSearchFilters | null | undefined): EngineFilters {
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

export const toEngineSort = (sort: SearchSort | null | undefined): EngineSort =>
  (sort ?? 'RELEVANCE').toLowerCase() as EngineSort;
