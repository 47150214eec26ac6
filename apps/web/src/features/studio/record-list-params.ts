import { MAX_STUDIO_SEARCH_LENGTH } from './studio-params';

/**
 * A studio list of series, authors, tags, … in its address (/studio/series?q=…&page=…), so a
 * narrowed list can be bookmarked, shared and used without JavaScript.
 */
export interface RecordListState {
  q: string;
  page: number;
}

type RawQuery = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function parseRecordListState(query: RawQuery): RecordListState {
  const page = Number(first(query.page));
  return {
    q: first(query.q).slice(0, MAX_STUDIO_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The list at `path` in `state`, with `change` applied; new words start at page 1. */
export function recordListHref(path: string, state: RecordListState, change: Partial<RecordListState> = {}): string {
  const next = { ...state, ...('page' in change ? {} : { page: 1 }), ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The name of a record just deleted (the delete form's redirect says which), to confirm it. */
export function deletedNameOf(query: RawQuery): string | undefined {
  return first(query.deleted).slice(0, 200) || undefined;
}
