import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { hasFilters, searchHref, type SearchState } from '../search-params';

/** What the results page says when nothing matches: the words or filters, and where to go instead. */
export function NoResults({ state }: { state: SearchState }) {
  return (
    <div data-testid="no-results">
      <p>{state.query ? <>No shiurim found for “{state.query}”.</> : 'No shiurim match these filters.'}</p>
      <ul>
        {hasFilters(state) ? (
          <li>
            <Link href={searchHref(state, { filters: {} })}>Search again without filters</Link>
          </li>
        ) : null}
        <li>Check the spelling, or try fewer or other words.</li>
        <li>
          Browse <Link href="/series">all series</Link> or <Link href="/author">all authors</Link>.
        </li>
      </ul>
    </div>
  );
}

