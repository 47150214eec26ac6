/**
 * The columns of authors, series and posts without the search engine's own (`search_keys`,
 * `search_context`, `search_vector`). Select these for display: a search vector can be larger
 * than the rest of the row, and nothing but the search engine reads it.
 */
import { getTableColumns } from 'drizzle-orm';
import { authors, series } from './catalogue';
import { posts } from './posts';

function withoutSearchColumns<TColumns extends Record<string, unknown>>(columns: TColumns) {
  const { searchKeys: _keys, searchContext: _context, searchVector: _vector, ...rest } = columns as TColumns & {
    searchKeys?: unknown;
    searchContext?: unknown;
    searchVector?: unknown;
  };
  return rest as Omit<TColumns, 'searchKeys' | 'searchContext' | 'searchVector'>;
}

export const postColumns = withoutSearchColumns(getTableColumns(posts));
export const authorColumns = withoutSearchColumns(getTableColumns(authors));
export const seriesColumns = withoutSearchColumns(getTableColumns(series));

type SearchFields = 'searchKeys' | 'searchContext' | 'searchVector';
/** A post, author or series as displayed: the row without its search columns. */
export type PostRow = Omit<typeof posts.$inferSelect, SearchFields>;
export type AuthorRow = Omit<typeof authors.$inferSelect, SearchFields>;
export type SeriesRow = Omit<typeof series.$inferSelect, SearchFields>;
