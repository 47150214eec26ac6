import { describe, expect, it } from 'vitest';
import { validateListSearch, validatePostSearch } from '../request';
import {
  facetFilter,
  listSearchRequest,
  postSearchRequests,
  isExhaustive,
  postSearchResponse,
  sortFacetValues,
} from './queries';

describe('post search requests', () => {
  it('asks for one 0-based page of ids and counts every unrefined facet', () => {
    const [main, ...rest] = postSearchRequests(
      'posts',
      validatePostSearch({ query: 'shabbos', page: 3, pageSize: 10 }),
    );
    expect(rest).toEqual([]);
    expect(main).toEqual({
      indexName: 'posts',
      query: 'shabbos',
      page: 2,
      hitsPerPage: 10,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      facets: ['topics', 'authors', 'series', 'mediaType', 'language', 'clipLength', 'holidays'],
      maxValuesPerFacet: 100,
      facetFilters: [],
    });
  });

  it('escapes a value that would read as a negation', () => {
    expect(facetFilter('topics', '-Halacha')).toBe('topics:\\-Halacha');
    expect(facetFilter('holidays', "Tu B'Shevat")).toBe("holidays:Tu B'Shevat");
  });

  it('maps list pages to 0-based pages', () => {
    expect(
      listSearchRequest('authors', validateListSearch({ query: '', page: 4, pageSize: 5 })),
    ).toMatchObject({ page: 3, hitsPerPage: 5 });
  });
});

describe('post search responses', () => {
  const search = validatePostSearch({
    query: '',
    filters: { authors: ['2'] },
    page: 2,
    pageSize: 5,
  });

  it('takes refined facets from their own query and the others from the main one', () => {
    const authors = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [String(index + 1), index < 25 ? 1 : 3]),
    );
    const response = postSearchResponse(search, [
      {
        hits: [{ objectID: '4' }, { objectID: '5' }],
        nbHits: 7,
        facets: { topics: { Halacha: 2, Gemara: 2, Parsha: 0 }, authors: { '2': 7 } },
      },
      { hits: [], nbHits: 40, facets: { authors } },
    ]);
    expect(response).toMatchObject({ ids: ['4', '5'], total: 7, page: 2, pageSize: 5 });
    expect(response.facets.topics).toEqual([
      { value: 'Gemara', count: 2 },
      { value: 'Halacha', count: 2 },
    ]);
    // At most 20 authors: the highest counts, then by value.
    expect(response.facets.authors).toHaveLength(20);
    expect(response.facets.authors.slice(0, 6)).toEqual([
      { value: '26', count: 3 },
      { value: '27', count: 3 },
      { value: '28', count: 3 },
      { value: '29', count: 3 },
      { value: '30', count: 3 },
      { value: '1', count: 1 },
    ]);
    expect(response.facets.languages).toEqual([]);
  });

  it('says the counts are estimates when any of its queries says so (API v5 or the older fields)', () => {
    const answer = (extra: object) => [
      { hits: [], nbHits: 70_000, ...extra },
      { hits: [], nbHits: 80_000 },
    ];
    expect(postSearchResponse(search, answer({})).exhaustive).toBe(true);
    expect(postSearchResponse(search, answer({ exhaustive: { nbHits: true, facetsCount: true } })).exhaustive).toBe(true);
    expect(postSearchResponse(search, answer({ exhaustive: { nbHits: false } })).exhaustive).toBe(false);
    expect(postSearchResponse(search, answer({ exhaustiveFacetsCount: false })).exhaustive).toBe(false);
    expect(isExhaustive(null)).toBe(true);
  });

  it('fails loudly on an answer that does not fit the request', () => {
    expect(() => postSearchResponse(search, [{ hits: [], nbHits: 0 }])).toThrow(/2 queries/);
    expect(() => postSearchResponse(search, [{ nbHits: 0 }, { hits: [] }])).toThrow(/no hits/);
  });

  it('sorts facet values by count, then value', () => {
    expect(sortFacetValues({ b: 1, a: 1, c: 5, z: 0 })).toEqual([
      { value: 'c', count: 5 },
      { value: 'a', count: 1 },
      { value: 'b', count: 1 },
    ]);
  });
});
