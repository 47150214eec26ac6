import styled from 'styled-components';
import { postStatuses } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { MAX_STUDIO_SEARCH_LENGTH, studioListHref, type StudioListState } from './studio-params';

/**
 * Words and status, sent as a plain GET form (works without JavaScript); the series or author the
 * list is narrowed to (chosen from a row) is kept in hidden fields and shown with a way to drop it.
 */
export function StudioFilters({ state, seriesName, authorName }: { state: StudioListState; seriesName?: string; authorName?: string }) {
  return (
    <FilterForm method="get" action="/studio" role="search" aria-label="Narrow the posts">
      <label>
        Title
        <input type="search" name="q" defaultValue={state.q} maxLength={MAX_STUDIO_SEARCH_LENGTH} />
      </label>
      <label>
        Status
        <select name="status" defaultValue={state.status ?? ''}>
          <option value="">Any status</option>
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      {state.series ? <input type="hidden" name="series" value={state.series} /> : null}
      {state.author ? <input type="hidden" name="author" value={state.author} /> : null}
      <button type="submit">Show posts</button>
      {state.series ? (
        <FilterChip label={`Series: ${seriesName ?? `#${state.series}`}`} clearHref={studioListHref(state, { series: undefined })} clearLabel="Any series" />
      ) : null}
      {state.author ? (
        <FilterChip label={`Author: ${authorName ?? `#${state.author}`}`} clearHref={studioListHref(state, { author: undefined })} clearLabel="Any author" />
      ) : null}
    </FilterForm>
  );
}

/** A filter the list is narrowed to, with the link that drops it. */
function FilterChip({ label, clearHref, clearLabel }: { label: string; clearHref: string; clearLabel: string }) {
  return (
    <Chip>
      {label}{' '}
      <Link href={clearHref} aria-label={clearLabel}>
        ✕
      </Link>
    </Chip>
  );
}

/** The studio lists' narrowing form (posts, and the words of series, authors, …). */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin: 16px 0;

  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }

  input,
  select,
  button {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
  }

  button {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    border-color: ${theme.colors.primary};
    cursor: pointer;
  }
`;

const Chip = styled.span`
  padding: 6px 10px;
  border-radius: 16px;
  background: ${theme.colors.surfaceMuted};
`;
