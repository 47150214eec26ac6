// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SizedLru } from './lru.mjs';
import { estimateSize } from './isr-entry.mjs';
import { attempt, keyPrefix } from './redis-connection.mjs';
import { redisRevision, redisTagStates, updateRedisTags } from './redis-tags.mjs';
import { deserializeEntry, serializeEntry } from './serialize.mjs';
import { MemoryTagManifest } from './tags.mjs';

/**
 * Where the page cache keeps its entries: in this process (the default) or in Redis (REDIS_URL),
 * behind one small interface so the handler's rules (no 404s, tag expiry) are the same for both.
 *
 * @typedef {import('./isr-entry.mjs').StoredEntry} StoredEntry
 * @typedef {import('./tags.mjs').TagState} TagState
 * @typedef {import('./tags.mjs').TagDurations} TagDurations
 * @typedef {import('./redis-connection.mjs').RedisConnection} RedisConnection
 *
 * @typedef {object} IsrStore
 * @property {(key: string) => Promise<StoredEntry | undefined>} get  a failure is a miss
 * @property {(key: string, entry: StoredEntry) => Promise<void>} set  a failure skips the write
 * @property {(key: string) => Promise<void>} delete
 * @property {(tags: readonly string[]) => Promise<(TagState | undefined)[] | null>} tagStates  null: unknown
 * @property {(tags: readonly string[], durations: TagDurations | undefined) => Promise<void>} updateTags
 * @property {() => Promise<string | null>} revision  changes with every revalidation (content-revision.mjs); null: unknown
 */

/**
 * Entries live at most this long in Redis, whatever their own `expire` (a page without a cache
 * life expires after a year): Redis's memory goes to the pages people visit.
 */
export const MAX_REDIS_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The in-process store: a least-recently-used map of at most `maxBytes` (Next's
 * `cacheMaxMemorySize`), and this process's own tags manifest. Nothing is written to disk.
 *
 * @param {number} maxBytes
 * @returns {IsrStore & { entries: SizedLru<StoredEntry> }}
 */
export function memoryStore(maxBytes) {
  /** @type {SizedLru<StoredEntry>} */
  const entries = new SizedLru(maxBytes, estimateSize);
  const manifest = new MemoryTagManifest();
  let revalidations = 0;
  return {
    entries,
    async get(key) {
      return entries.get(key);
    },
    async set(key, entry) {
      entries.set(key, entry);
    },
    async delete(key) {
      entries.delete(key);
    },
    async tagStates(tags) {
      return manifest.statesOf(tags);
    },
    async updateTags(tags, durations) {
      manifest.update(tags, durations);
      revalidations += 1;
    },
    async revision() {
      return String(revalidations);
    },
  };
}

/**
 * The Redis store. Keys are `<prefix>page:<build id>:<Next's key>`: Next's page keys name a route
 * and an address but not the build, and a page of one build refers to that build's scripts, so two
 * builds sharing a Redis must never read each other's pages.
 *
 * @param {RedisConnection} connection
 * @param {string} buildId
 * @returns {IsrStore & { keyOf(key: string): string }}
 */
export function redisStore(connection, buildId) {
  const keyOf = (/** @type {string} */ key) => `${keyPrefix()}page:${buildId}:${key}`;
  // Revalidations made here, counted apart from the shared counter: one that Redis failed to
  // record still changes this instance's revision.
  let localRevision = 0;
  return {
    keyOf,
    async get(key) {
      const text = await attempt(connection, (client) => client.get(keyOf(key)), null);
      if (!text) return undefined;
      try {
        return /** @type {StoredEntry} */ (deserializeEntry(text));
      } catch {
        return undefined; // not ours, or cut short: a miss, overwritten by the next render
      }
    },
    async set(key, entry) {
      const expire = entry.cacheControl?.expire;
      const ttl = Math.max(1, Math.min(MAX_REDIS_TTL_SECONDS, Math.ceil(expire ?? MAX_REDIS_TTL_SECONDS)));
      const text = serializeEntry(entry);
      await attempt(connection, (client) => client.set(keyOf(key), text, { expiration: { type: 'EX', value: ttl } }), null);
    },
    async delete(key) {
      await attempt(connection, (client) => client.del(keyOf(key)), 0);
    },
    tagStates: (tags) => redisTagStates(connection, tags),
    async updateTags(tags, durations) {
      localRevision += 1;
      await updateRedisTags(connection, tags, durations);
    },
    async revision() {
      const shared = await redisRevision(connection);
      return shared === null ? null : `${shared}.${localRevision}`;
    },
  };
}

/**
 * The build's id (`.next/BUILD_ID`), next to the server folder Next hands the handler.
 *
 * @param {string | undefined} serverDistDir
 */
export function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'unknown-build';
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'unknown-build';
  } catch {
    return 'unknown-build';
  }
}
