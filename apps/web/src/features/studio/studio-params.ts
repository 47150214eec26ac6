import { postStatuses, type PostStatus } from '@openshiur/reference-data';

/**
 * The studio's post list in its address (/studio?q=…&status=…&series=…&author=…&page=…), so a
 * narrowed list can be bookmarked, shared between editors and used without JavaScript.
 */
export interface StudioListState {
  q: string;
  status?: PostStatus;
  series?: string;
  author?: string;
  page: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
/** Ids as the API takes them; anything else is dropped rather than sent to fail. */
const idOrUndefined = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? value : undefined);
/** The API refuses longer searches; the form cannot send more either (maxLength). */
export const MAX_STUDIO_SEARCH_LENGTH = 200;

export function parseStudioListState(query: RawQuery): StudioListState {
  const status = first(query.status);
  const page = Number(first(query.page));
  return {
    q: first(query.q).slice(0, MAX_STUDIO_SEARCH_LENGTH),
    status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : undefined,
    series: idOrUndefined(first(query.series)),
    author: idOrUndefined(first(query.author)),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of the list in `state`, with `change` applied; a changed filter starts at page 1. */
export function studioListHref(state: StudioListState, change: Partial<StudioListState> = {}): string {
  const next = { ...state, ...(('page' in change) ? {} : { page: 1 }), ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.status) params.set('status', next.status);
  if (next.series) params.set('series', next.series);
  if (next.author) params.set('author', next.author);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/studio?${search}` : '/studio';
}
