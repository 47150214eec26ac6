import type { Metadata } from 'next';
import styled from 'styled-components';
import { SearchPostsDocument, type PostSearchFilters } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import type { PostFacet } from '@openshiur/search';
import { ShiurList } from '@/components/shiur-lists/PostList';
import { ShiurRow } from '@/components/shiur-lists/ShiurRow';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { SiteAdSlot } from '@/features/ads/server/SiteAdSlot';
import { FacetPanel, facetTitles } from '@/features/search/results/FacetPanel';
import { Pagination } from '@/features/search/results/Pagination';
import { BrowseLists } from '@/features/search/results/BrowseLists';
import { NoResults } from '@/features/search/results/NoResults';
import { SortLinks } from '@/features/search/results/SortLinks';
import { resultsHeading } from '@/features/search/results/result-counts';
import { facetParams, hasFilters, parseSearchState, SEARCH_PAGE_SIZE, searchHref, toggleFilter } from '@/features/search/search-params';
import { load } from '@/server/load';
import { MAX_QUERY_LENGTH } from '@openshiur/search/client';
import { pageQuery } from '@/server/page-view';

// Blocking for now: this page reads its search parameters at the top (see issue 7 caching).
export const instant = false;

export async function generateMetadata({ params, searchParams: requestSearchParams }: PageProps<'/[view]/search'>): Promise<Metadata> {
  const searchParams = pageQuery(params, requestSearchParams);
  const state = parseSearchState(await searchParams);
  // Result pages change with every new shiur and their addresses are endless: worth following,
  // not worth indexing. The page without words or filters is the stable browse page: indexed.
  const browsing = !state.query && !hasFilters(state) && state.page === 1;
  return {
    title: state.query ? `Search: ${state.query}` : 'Search',
    ...(browsing ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * /search?q={text}&topics={topic}…: Published shiurim matching the words (variants and typos
 * forgiven), narrowed by filters with their counts, sorted and paged. Without words or filters it
 * is a place to start browsing: topics, series and authors, and the newest shiurim.
 */
export default async function SearchPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/search'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const state = parseSearchState(await searchParams);
  const { searchPosts: result } = await load(SearchPostsDocument, {
    query: state.query,
    // parseSearchState kept only values of the site's vocabularies (media types included).
    filters: state.filters as PostSearchFilters,
    sort: state.sort === 'relevance' ? 'RELEVANCE' : state.sort === 'newest' ? 'NEWEST' : 'OLDEST',
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  });
  const browsing = !state.query && !hasFilters(state);
  const selected = (Object.entries(state.filters) as [PostFacet, string[]][]).flatMap(([facet, values]) =>
    values.map((value) => ({
      facet,
      value,
      label: result.facets[facet].find((entry) => entry.value === value)?.label ?? value,
    })),
  );

  return (
    <>
      <h1>{state.query ? <>Search results for “{state.query}”</> : browsing ? 'Browse and search' : 'Search'}</h1>
      <SearchBar action="/search" method="get" role="search" aria-label="Search shiurim">
        <label htmlFor="search-page-query">Search shiurim</label>
        <input id="search-page-query" type="search" name="q" defaultValue={state.query} maxLength={MAX_QUERY_LENGTH} />
        {(Object.entries(state.filters) as [PostFacet, string[]][]).flatMap(([facet, values]) =>
          values.map((value) => <input key={`${facet}:${value}`} type="hidden" name={facetParams[facet]} value={value} />),
        )}
        <button type="submit">Search</button>
      </SearchBar>

      {browsing ? <BrowseLists facets={result.facets} /> : null}

      <Layout>
        <FacetPanel state={state} facets={result.facets} exhaustive={result.exhaustive} />
        <Results aria-labelledby="results-heading">
          <ResultsHeader>
            <h2 id="results-heading" aria-live="polite">
              {browsing ? 'Newest shiurim' : resultsHeading(result.total, result.exhaustive)}
            </h2>
            <SortLinks state={state} />
          </ResultsHeader>
          {selected.length > 0 ? (
            <Chips aria-label="Selected filters">
              {selected.map(({ facet, value, label }) => (
                <li key={`${facet}:${value}`}>
                  <Link href={searchHref(state, { filters: toggleFilter(state, facet, value) })} rel="nofollow">
                    {facetTitles[facet]}: {label} <span aria-hidden="true">×</span>
                    <span className="visually-hidden"> (remove)</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link href={searchHref(state, { filters: {} })}>Clear all filters</Link>
              </li>
            </Chips>
          ) : null}
          {result.posts.length === 0 ? (
            <NoResults state={state} />
          ) : (
            <ShiurList as="ol" data-testid="search-results" start={(result.page - 1) * result.pageSize + 1}>
              {result.posts.map((post) => (
                <li key={post.id}>
                  <ShiurRow post={post} />
                </li>
              ))}
            </ShiurList>
          )}
          <SiteAdSlot slot="search" />
          <Pagination page={result.page} pageCount={result.pageCount} href={(page) => searchHref(state, { page })} />
        </Results>
      </Layout>
    </>
  );
}

const SearchBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  input[type='search'] {
    flex: 1 1 240px;
    max-width: 520px;
    padding: 8px 10px;
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
  }
  button {
    padding: 8px 16px;
    font: inherit;
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
    border: 0;
    border-radius: ${theme.radii.small};
    cursor: pointer;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${theme.space.xl};
  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
`;

const Results = styled.section`
  ol {
    padding-left: 1.6em;
  }
  li {
    margin: 6px 0;
  }
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  a {
    display: inline-block;
    padding: 2px 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surfaceMuted};
    text-decoration: none;
  }
`;

