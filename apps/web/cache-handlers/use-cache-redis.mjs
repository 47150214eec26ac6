// @ts-check
import { attempt, keyPrefix, sharedRedisConnection } from './redis-connection.mjs';
import { latestRedisExpiry, redisTagStates, updateRedisTags } from './redis-tags.mjs';
import { deserializeEntry, serializeEntry } from './serialize.mjs';
import { isExpiredBy, isStaleBy } from './tags.mjs';

/**
 * The `'use cache'` handler shared through Redis (next.config `cacheHandlers.default` and
 * `.remote`, configured only when REDIS_URL is set; otherwise Next's own in-memory handler runs).
 * Every cached read (src/server/cached-read.ts) is then made once for all instances, and a tag
 * revalidated on one instance is expired on all: the tags manifest lives in Redis too
 * (redis-tags.mjs), so `refreshTags` has nothing to fetch.
 *
 * Written after `remote-cache-handler.js` of Next's example `examples/cache-handler-redis`
 * (vercel/next.js, MIT), with a key prefix, command timeouts, stale tags (`revalidateTag(tag,
 * 'max')`) and a wait for a pending `set` of the same key, as the handler contract asks.
 * Next's cache keys include the build id (or DEPLOYMENT_ID), so builds never share entries.
 *
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry
 * @typedef {import('./redis-connection.mjs').RedisConnection} RedisConnection
 * @typedef {Omit<CacheEntry, 'value'> & { value: Buffer }} StoredCacheEntry
 */

/** Entries live at most this long in Redis, whatever their own `expire`. */
export const MAX_USE_CACHE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * @param {() => RedisConnection | null} connectionOf
 * @returns {CacheHandler}
 */
export function createUseCacheHandler(connectionOf) {
  /** Sets still running in this process, by key: a get of the same key waits for them. */
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  const keyOf = (/** @type {string} */ cacheKey) => `${keyPrefix()}data:${cacheKey}`;

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const connection = connectionOf();
      if (!connection) return undefined;
      const text = await attempt(connection, (client) => client.get(keyOf(cacheKey)), null);
      if (!text) return undefined;
      /** @type {StoredCacheEntry} */
      let entry;
      try {
        entry = /** @type {StoredCacheEntry} */ (deserializeEntry(text));
      } catch {
        return undefined;
      }
      const now = Date.now();
      // Next checks `expire` itself too; an entry past it is useless, so spare the tag lookup.
      if (now > entry.timestamp + entry.expire * 1000) return undefined;
      const states = await redisTagStates(connection, entry.tags);
      if (states === null || isExpiredBy(states, entry.timestamp, now)) return undefined;
      const value = entry.value;
      return {
        ...entry,
        // A negative revalidate serves the entry once more and refreshes it in the background.
        revalidate: isStaleBy(states, entry.timestamp) ? -1 : entry.revalidate,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(value));
            controller.close();
          },
        }),
      };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => undefined;
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        const value = await readAll(entry.value); // consumed even when it is not kept (the contract)
        // `expire: 0` marks a dynamic entry, regenerated on every read: storing it is wasted work.
        if (entry.expire === 0) return;
        const connection = connectionOf();
        if (!connection) return;
        const ttl = Math.max(1, Math.min(MAX_USE_CACHE_TTL_SECONDS, Math.ceil(Number.isFinite(entry.expire) ? entry.expire : MAX_USE_CACHE_TTL_SECONDS)));
        const text = serializeEntry({ ...entry, value });
        await attempt(connection, (client) => client.set(keyOf(cacheKey), text, { expiration: { type: 'EX', value: ttl } }), null);
      } catch {
        // The value stream failed (the render errored): nothing to keep.
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // The manifest is read from Redis on every get: there is no local copy to refresh.
    },

    async getExpiration(tags) {
      const connection = connectionOf();
      if (!connection) return 0;
      return latestRedisExpiry(connection, tags);
    },

    async updateTags(tags, durations) {
      const connection = connectionOf();
      if (connection) await updateRedisTags(connection, tags, durations);
    },
  };
}

/** @param {ReadableStream<Uint8Array>} stream */
async function readAll(stream) {
  /** @type {Buffer[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks);
}

export default createUseCacheHandler(sharedRedisConnection);
