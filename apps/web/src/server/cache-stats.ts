import 'server-only';

/**
 * How often this server process actually read content from the database for a cached read
 * (a cache miss), since it started. Reported by GET /api/health, so an operator (and the browser
 * tests) can see that repeat visits are served from the cache.
 */
const STATS_KEY = Symbol.for('@openshiur/web/cache-stats');

interface CacheStats {
  contentReads: number;
}

function stats(): CacheStats {
  const store = globalThis as typeof globalThis & { [STATS_KEY]?: CacheStats };
  store[STATS_KEY] ??= { contentReads: 0 };
  return store[STATS_KEY];
}

export function countContentRead(): void {
  stats().contentReads += 1;
}

export function cacheStats(): Readonly<CacheStats> {
  return { ...stats() };
}
