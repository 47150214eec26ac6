import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { searchHref, type SearchSortParam, type SearchState } from '@/features/search/search-params';

const sortLabels: Record<SearchSortParam, string> = { relevance: 'Best match', newest: 'Newest', oldest: 'Oldest' };

/** The sort choices as links; "Best match" only when there are words to match. */
export function SortLinks({ state }: { state: SearchState }) {
  const choices: SearchSortParam[] = state.query ? ['relevance', 'newest', 'oldest'] : ['newest', 'oldest'];
  const current = !state.query && state.sort === 'relevance' ? 'newest' : state.sort;
  return (
    <Sorts aria-label="Sort">
      <span>Sort:</span>
      {choices.map((sort) =>
        sort === current ? (
          <span key={sort} aria-current="true">
            {sortLabels[sort]}
          </span>
        ) : (
          <Link key={sort} href={searchHref(state, { sort: sort === 'newest' && !state.query ? 'relevance' : sort })} rel="nofollow">
            {sortLabels[sort]}
          </Link>
        ),
      )}
    </Sorts>
  );
}

const Sorts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  span[aria-current] {
    font-weight: 600;
  }
`;
