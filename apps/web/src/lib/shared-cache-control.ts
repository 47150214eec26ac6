/**
 * The `Cache-Control` of an anonymous page: any shared cache (a CDN, nginx) may keep it. Its
 * freshness is short because a shared cache in front cannot see our content tags: an edit reaches
 * visitors within `s-maxage` seconds, while the cache keeps answering from its stale copy as it
 * refreshes (`stale-while-revalidate`) or while this server is failing (`stale-if-error`). The
 * server itself serves these pages from its own page cache, revalidated by tag at once.
 */
export const SHARED_PAGE_MAX_AGE_SECONDS = 60;
export const ANONYMOUS_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=86400, stale-if-error=604800`;
