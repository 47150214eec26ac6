/**
 * Which render of a page a request gets: the first path segment of every page route
 * (`app/[view]/…`), chosen by the proxy and never seen in the browser's address bar.
 *
 * - `a` or `a.<query>`: an anonymous visit. Nothing in this render reads the request (no cookies,
 *   no search parameters): its search parameters travel in the segment itself, so each address
 *   is one fully prerendered page, kept in Next's page cache and sent with a public
 *   `Cache-Control` that a CDN or reverse proxy can hold.
 * - `r`: a request that carries a session cookie (or whose search parameters are too long for a
 *   path segment): rendered per request, with the signed-in viewer loaded on the server, and never
 *   stored in any shared cache.
 *
 * The two renders never share a cache entry, because they are different routes to Next.
 */

/** Search parameters a page reads. Anything else (utm_source, fbclid, …) never splits the cache. */
export const PAGE_QUERY_KEYS = [
  'after',
  'author',
  'holiday',
  'language',
  'length',
  'media',
  'page',
  'q',
  'search',
  // /connect: the thank-you after the contact form sent a message.
  'sent',
  'series',
  'signup',
  'sort',
  // /calendar/thankyou: which calendar action ended there.
  'subscribed',
  'topic',
  'topics',
  'when',
] as const;

const pageQueryKeys: ReadonlySet<string> = new Set(PAGE_QUERY_KEYS);

/** Longest segment the cached render takes: cache keys become file names (255 bytes at most). */
export const MAX_VIEW_SEGMENT_LENGTH = 200;

export type PageQuery = Record<string, string | string[]>;

export type PageView =
  | { kind: 'cached'; query: PageQuery }
  | { kind: 'per-request' };

export const CACHED_VIEW = 'a';
export const PER_REQUEST_VIEW = 'r';

/** The segment for a visit: per request when signed in, otherwise the cached page for its query. */
export function viewSegmentFor(signedIn: boolean, search: URLSearchParams): string {
  if (signedIn) return PER_REQUEST_VIEW;
  const kept = [...search.entries()]
    .filter(([key]) => pageQueryKeys.has(key))
    // One order for one set of parameters: `?b=1&a=2` and `?a=2&b=1` are the same page.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return CACHED_VIEW;
  const segment = `${CACHED_VIEW}.${Buffer.from(new URLSearchParams(kept).toString()).toString('base64url')}`;
  return segment.length <= MAX_VIEW_SEGMENT_LENGTH ? segment : PER_REQUEST_VIEW;
}

/** Reads a segment the proxy made; null for anything else (such an address is not a page). */
export function parseViewSegment(segment: string): PageView | null {
  if (segment === PER_REQUEST_VIEW) return { kind: 'per-request' };
  if (segment === CACHED_VIEW) return { kind: 'cached', query: {} };
  const match = /^a\.([A-Za-z0-9_-]{1,198})$/.exec(segment);
  if (!match || segment.length > MAX_VIEW_SEGMENT_LENGTH) return null;
  const query: PageQuery = {};
  for (const [key, value] of new URLSearchParams(Buffer.from(match[1]!, 'base64url').toString('utf8'))) {
    if (!pageQueryKeys.has(key)) return null;
    const previous = query[key];
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return Object.keys(query).length > 0 ? { kind: 'cached', query } : null;
}
