// @ts-check
import { readBuildSeed } from './build-seeds.mjs';
import { publishRevisionSource } from './content-revision.mjs';
import { asStale, isUncacheable, tagsOf } from './isr-entry.mjs';
import { memoryStore, readBuildId, redisStore } from './isr-stores.mjs';
import { sharedRedisConnection } from './redis-connection.mjs';
import { RenderStarts } from './render-starts.mjs';
import { isExpiredBy, isStaleBy } from './tags.mjs';

/**
 * The page cache (next.config `cacheHandler`): whole pages and route responses, as Next's
 * "incremental cache" stores them. Two differences from Next's own file-system cache:
 *
 * - An error response (the 404 of an unknown `/series/999999`) is never stored, and replaces
 *   whatever the address held before, so unknown addresses cannot fill memory, disk or Redis.
 * - Entries live in a size-bounded in-process LRU (`cacheMaxMemorySize`), or in Redis when
 *   REDIS_URL is set, so that every instance serves the same pages and a revalidation on one is
 *   seen by all. Nothing is written under `.next/`.
 *
 * Next creates one handler per request (`new CacheHandler(ctx)`), so the store is per process.
 * Written after the Redis `cacheHandler` of Next's example `examples/cache-handler-redis`
 * (vercel/next.js, MIT): entries serialised with their Buffers and Maps, tags read from the
 * `x-next-cache-tags` header, Redis skipped while `next build` runs. Tags expire by timestamp here
 * rather than by deleting a tag's keys, so the `'use cache'` handler and this one share one record.
 *
 * @typedef {import('./isr-entry.mjs').CacheValue} CacheValue
 * @typedef {import('./isr-entry.mjs').StoredEntry} StoredEntry
 * @typedef {import('./isr-entry.mjs').GetContext} GetContext
 * @typedef {import('./isr-entry.mjs').SetContext} SetContext
 * @typedef {import('./isr-stores.mjs').IsrStore} IsrStore
 * @typedef {import('./tags.mjs').TagDurations} TagDurations
 * @typedef {{ fs?: unknown, serverDistDir?: string, maxMemoryCacheSize?: number, revalidatedTags?: string[] }} HandlerContext
 * @typedef {{ value: CacheValue, lastModified: number, cacheControl?: StoredEntry['cacheControl'] }} HandlerValue
 */

/** Next's default `cacheMaxMemorySize`, for a handler created without one. */
const DEFAULT_MAX_MEMORY = 50 * 1024 * 1024;

/**
 * @param {{ storeFor: (ctx: HandlerContext) => IsrStore, seeds?: boolean, renderStarts?: RenderStarts }} options
 *   `seeds`: read the pages `next build` prerendered when the store has none (on in the server).
 *   `renderStarts`: the process's record of renders under way (render-starts.mjs).
 */
export function createIsrCacheHandler({ storeFor, seeds = true, renderStarts = new RenderStarts() }) {
  return class IsrCacheHandler {
    /** @type {HandlerContext} */
    #ctx;
    /** @type {IsrStore} */
    #store;

    /** @param {HandlerContext} ctx */
    constructor(ctx) {
      this.#ctx = ctx;
      this.#store = storeFor(ctx);
    }

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @returns {Promise<HandlerValue | null>}
     */
    async get(key, ctx) {
      let entry = await this.#store.get(key);
      let fromBuild = false;
      if (!entry && seeds) {
        const seed = await readBuildSeed(this.#ctx, key, ctx);
        if (seed) {
          entry = { ...seed, tags: tagsOf(seed.value, {}) };
          fromBuild = true;
        }
      }
      const now = Date.now();
      if (!entry) return this.#miss(key, now);

      // A fetch entry is also checked against the tags of the fetch call and its route.
      const tags = entry.value.kind === 'FETCH' ? [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])] : entry.tags;
      const states = await this.#store.tagStates(tags);
      if (states === null) return this.#miss(key, now); // Redis cannot say whether it was revalidated: render
      if (isExpiredBy(states, entry.lastModified, now)) return this.#miss(key, now);
      if (fromBuild) await this.#store.set(key, entry); // the next visit needs no disk read

      const served = isStaleBy(states, entry.lastModified) ? asStale(entry, now) : entry;
      if (!served) return this.#miss(key, now);
      // Past its period, Next serves it once more and renders the page again in the background.
      if (isPastPeriod(served, now)) renderStarts.begin(key, now);
      return { value: served.value, lastModified: served.lastModified, cacheControl: served.cacheControl };
    }

    /**
     * @param {string} key
     * @param {CacheValue | null} data
     * @param {SetContext} ctx
     */
    async set(key, data, ctx) {
      const now = Date.now();
      const renderedFrom = renderStarts.end(key, now);
      if (!data) return;
      if (isUncacheable(data)) {
        // What the address held before (a post since unpublished) must not be served again either.
        await this.#store.delete(key);
        return;
      }
      await this.#store.set(key, {
        value: data,
        // Made when its render began: a revalidation during the render expires it (render-starts.mjs).
        lastModified: renderedFrom,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
        tags: tagsOf(data, ctx),
      });
    }

    /**
     * @param {string | string[]} tags
     * @param {TagDurations} [durations]
     */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length > 0) await this.#store.updateTags(list, durations);
    }

    /**
     * Nothing to serve: Next renders the page now.
     *
     * @param {string} key
     * @param {number} now
     * @returns {null}
     */
    #miss(key, now) {
      renderStarts.begin(key, now);
      return null;
    }

    resetRequestCache() {
      // Nothing is kept per request.
    }
  };
}

/**
 * Whether Next will render the entry again in the background as it serves it: older than its
 * revalidate period.
 *
 * @param {StoredEntry} entry
 * @param {number} now
 */
function isPastPeriod(entry, now) {
  const revalidate = entry.value.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof revalidate === 'number' && now - entry.lastModified > revalidate * 1000;
}

const STORE_KEY = Symbol.for('@openshiur/web/cache-handlers/isr-store');

/**
 * This process's store: Redis when REDIS_URL is set (not during `next build`), else in memory.
 * Chosen once, at the first request.
 *
 * @param {HandlerContext} ctx
 * @returns {IsrStore}
 */
function processStore(ctx) {
  const holder = /** @type {Record<symbol, IsrStore | undefined>} */ (/** @type {unknown} */ (globalThis));
  if (!holder[STORE_KEY]) {
    const redis = sharedRedisConnection();
    holder[STORE_KEY] = redis
      ? redisStore(redis, readBuildId(ctx.serverDistDir))
      : memoryStore(ctx.maxMemoryCacheSize ?? DEFAULT_MAX_MEMORY);
    publishRevisionSource(holder[STORE_KEY]);
  }
  return holder[STORE_KEY];
}

export default createIsrCacheHandler({ storeFor: processStore });
