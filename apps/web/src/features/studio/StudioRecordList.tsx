import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Pagination } from '@/features/search/results/Pagination';
import { MAX_STUDIO_SEARCH_LENGTH } from './studio-params';
import { FilterForm as Search } from './StudioFilters';
import { StudioTable as Table } from './StudioPostTable';
import { recordListHref, type RecordListState } from './record-list-params';
import { StudioNav, STUDIO_SECTIONS, type StudioSection } from './StudioNav';
import { DeletedNotice } from './DeletedNotice';

export interface RecordColumn<T> {
  heading: string;
  cell: (item: T) => ReactNode;
}

/**
 * A studio list page's body: the studio navigation, a heading, the way to a new record, a search
 * by words (a plain GET form, so it works without JavaScript), the count, one row per record and
 * numbered pages. `deleted` is the name of a record just deleted, from the delete form's redirect.
 */
export function StudioRecordList<T extends { id: string }>({
  section,
  newLabel,
  searchLabel,
  noun,
  state,
  list,
  columns,
  deleted,
}: {
  section: Exclude<StudioSection, 'posts'>;
  newLabel: string;
  searchLabel: string;
  /** Singular and plural, for the count ("1 series", "3 events"). */
  noun: readonly [string, string];
  state: RecordListState;
  list: { items: T[]; totalCount: number; page: number; pageCount: number };
  columns: readonly RecordColumn<T>[];
  deleted?: string;
}) {
  const { href, label } = STUDIO_SECTIONS[section];
  const { items, totalCount, page, pageCount } = list;
  return (
    <>
      <StudioNav current={section} atList />
      <h1>{label}</h1>
      <DeletedNotice name={deleted} />
      <p>
        <Link href={`${href}/new`}>{newLabel}</Link>
      </p>
      <Search method="get" action={href} role="search" aria-label={`Search ${label.toLowerCase()}`}>
        <label>
          {searchLabel}
          <input type="search" name="q" defaultValue={state.q} maxLength={MAX_STUDIO_SEARCH_LENGTH} />
        </label>
        <button type="submit">Search</button>
      </Search>
      <p role="status" data-testid="studio-count">
        {totalCount === 0
          ? `No ${noun[1]} match.`
          : `${totalCount.toLocaleString('en-US')} ${totalCount === 1 ? noun[0] : noun[1]}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
      </p>
      {items.length > 0 ? (
        <Table data-testid="studio-records">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {columns.map((column) => (
                  <td key={column.heading}>{column.cell(item)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <Pagination page={page} pageCount={pageCount} href={(to) => recordListHref(href, state, { page: to })} />
    </>
  );
}

/** Muted words in a cell (none, a count). */
export const Muted = styled.span`
  color: ${theme.colors.muted};
`;
