// @ts-check
/**
 * What the page cache (Next's `cacheHandler`, the "incremental cache") stores, and the rules for
 * what it must not store. The shapes follow next@16.4.6 `server/response-cache/types.d.ts` and
 * `server/lib/incremental-cache/index.d.ts` (`CacheHandlerValue`), reduced to what is read here.
 *
 * @typedef {{ revalidate: number | false, expire: number | undefined }} CacheControl
 * @typedef {Record<string, string | string[] | number | undefined>} Headers
 * @typedef {{ kind: 'APP_PAGE', html: string, rscData: Buffer | undefined, headers: Headers | undefined,
 *   postponed: string | undefined, status: number | undefined, segmentData: Map<string, Buffer> | undefined }} AppPageValue
 * @typedef {{ kind: 'APP_ROUTE', body: Buffer, status: number, headers: Headers }} AppRouteValue
 * @typedef {{ kind: 'PAGES', html: string, pageData: object, headers: Headers | undefined, status: number | undefined }} PagesValue
 * @typedef {{ kind: 'FETCH', data: { headers: Record<string, string>, body: string, url: string, status?: number },
 *   tags?: string[], revalidate: number }} FetchValue
 * @typedef {{ kind: 'REDIRECT', props: object }} RedirectValue
 * @typedef {{ kind: 'IMAGE', buffer: Buffer, etag: string, extension: string, revalidate?: number }} ImageValue
 * @typedef {AppPageValue | AppRouteValue | PagesValue | FetchValue | RedirectValue | ImageValue} CacheValue
 *
 * @typedef {object} StoredEntry  One entry as kept in memory or in Redis.
 * @property {CacheValue} value
 * @property {number} lastModified  milliseconds since the epoch
 * @property {CacheControl | undefined} [cacheControl]  kept so that any instance serves it with its lifetime
 * @property {string[]} tags  the entry's own tags, for revalidateTag
 *
 * @typedef {{ kind: string, tags?: string[], softTags?: string[], isFallback?: boolean, isRoutePPREnabled?: boolean }} GetContext
 * @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: CacheControl, isFallback?: boolean, isRoutePPREnabled?: boolean }} SetContext
 */

/** Page and route entries carry their tags in this header (`ctx.tags` is for fetch entries). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Responses the cache stores: pages, routes, fetches (images only with `images.customCacheHandler`). */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Whether a response must not be cached: an error status. An unknown id (`/series/999999`) answers
 * 404, and Next 16.4.6 stores every such page (about 190 KB each) for good, so crawlers and typos
 * could fill the disk and the memory (vercel/next.js#98027, #96581). Not caching it costs one render
 * of the not-found page per request, and the data read behind it stays cached by `'use cache'`.
 * Other 4xx and 5xx answers describe a moment, not content: they are not kept either.
 *
 * @param {CacheValue} value
 */
export function isUncacheable(value) {
  if (!RESPONSE_KINDS.has(value.kind)) return false;
  const status = 'status' in value ? value.status : undefined;
  return status !== undefined && status >= 400;
}

/**
 * The entry's own tags: fetch entries get them in `ctx.tags`, responses in their tags header.
 *
 * @param {CacheValue} value
 * @param {{ tags?: string[] | undefined }} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const tags = new Set(ctx.tags ?? []);
  const header = 'headers' in value ? value.headers?.[CACHE_TAGS_HEADER] : undefined;
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/**
 * Roughly how many bytes an entry takes in memory (the same estimate as Next's own memory cache).
 *
 * @param {StoredEntry} entry
 * @param {string} key
 */
export function estimateSize(entry, key) {
  const value = entry.value;
  let size;
  switch (value.kind) {
    case 'APP_PAGE': {
      let segments = 0;
      for (const [path, buffer] of value.segmentData ?? []) segments += path.length + buffer.length;
      size = value.html.length + (value.rscData?.length ?? 0) + (value.postponed?.length ?? 0) + segments;
      break;
    }
    case 'APP_ROUTE':
      size = value.body.length;
      break;
    case 'PAGES':
      size = value.html.length + JSON.stringify(value.pageData ?? {}).length;
      break;
    case 'IMAGE':
      size = value.buffer.length;
      break;
    default:
      size = JSON.stringify(value).length;
  }
  return key.length + size + 200; // the entry's own fields and the map's bookkeeping
}

/**
 * An entry one of whose tags went stale (revalidateTag with a profile): Next should serve it once
 * more and render a fresh one in the background. Next decides that from `lastModified` and the
 * revalidate period, so the entry is reported as last modified just past its period. An entry
 * without a period (revalidate: false) would never refresh: it is reported missing instead.
 *
 * @param {StoredEntry} entry
 * @param {number} now
 * @returns {StoredEntry | null}
 */
export function asStale(entry, now) {
  const revalidate = entry.value.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
  if (typeof revalidate !== 'number') return null;
  return { ...entry, lastModified: Math.min(entry.lastModified, now - revalidate * 1000 - 1) };
}
