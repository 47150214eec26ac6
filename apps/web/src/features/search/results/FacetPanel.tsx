import styled from 'styled-components';
import type { SearchPostsQuery } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import type { PostFacet } from '@openshiur/search';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { searchHref, toggleFilter, type SearchState } from '@/features/search/search-params';
import { facetCount } from './result-counts';

type Facets = SearchPostsQuery['searchPosts']['facets'];

/** The filters in the order a visitor narrows a search: what, who, which series, then how. */
export const facetTitles: Record<PostFacet, string> = {
  topics: 'Topic',
  authors: 'Author',
  series: 'Series',
  mediaTypes: 'Media',
  languages: 'Language',
  clipLengths: 'Length',
  holidays: 'Holiday',
};

/** Past this many values a filter shows the most frequent ones (and every selected one). */
const VISIBLE_VALUES = 8;

/**
 * The filters with their counts. Every value is a link that switches it on or off, so filtering
 * works without JavaScript and each filtered page has its own address.
 */
/** `exhaustive` false: the counts are estimates (see result-counts). */
export function FacetPanel({ state, facets, exhaustive = true }: { state: SearchState; facets: Facets; exhaustive?: boolean }) {
  return (
    <Panel aria-label="Filters">
      {(Object.keys(facetTitles) as PostFacet[]).map((facet) => {
        const selected = state.filters[facet] ?? [];
        const values = facets[facet];
        const shown = values.filter((entry, index) => index < VISIBLE_VALUES || selected.includes(entry.value));
        if (shown.length === 0 && selected.length === 0) return null;
        return (
          <Group key={facet} data-facet={facet}>
            <h2 id={`facet-${facet}`}>{facetTitles[facet]}</h2>
            <ul aria-labelledby={`facet-${facet}`}>
              {shown.map((entry) => {
                const isSelected = selected.includes(entry.value);
                return (
                  <li key={entry.value}>
                    <Link
                      href={searchHref(state, { filters: toggleFilter(state, facet, entry.value) })}
                      aria-current={isSelected ? 'true' : undefined}
                      data-selected={isSelected ? '' : undefined}
                      rel="nofollow"
                    >
                      <Check aria-hidden="true">{isSelected ? '✓' : ''}</Check>
                      <span>{entry.label}</span>
                      <Count>{facetCount(entry.count, exhaustive)}</Count>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Group>
        );
      })}
    </Panel>
  );
}

const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const Group = styled.section`
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: baseline;
    gap: ${theme.space.sm};
    padding: 4px 0;
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover span:not([aria-hidden]),
  a:focus-visible span:not([aria-hidden]) {
    text-decoration: underline;
  }
  a[data-selected] {
    font-weight: 600;
  }
`;

const Check = styled.span`
  display: inline-flex;
  justify-content: center;
  flex: 0 0 1.1em;
  height: 1.1em;
  line-height: 1.1em;
  font-size: 0.8em;
  border: 1px solid ${theme.colors.border};
  border-radius: 3px;
`;

const Count = styled.small`
  margin-left: auto;
  color: ${theme.colors.muted};
`;
