// @ts-check
import { attempt, keyPrefix } from './redis-connection.mjs';
import { tagUpdate } from './tags.mjs';

/**
 * The tags manifest in Redis, shared by every instance and by both caches (pages and `'use cache'`
 * data): two hashes, tag → when its entries went stale and tag → when they expire. A revalidation
 * on one instance is seen by all at their next read, with no message to pass around.
 *
 * Not per build: a revalidation is about content, so during a rolling deploy it reaches the old
 * and the new build alike. One field per distinct tag ever revalidated (records and routes), so
 * the hashes grow with the catalogue, not with traffic.
 *
 * @typedef {import('./tags.mjs').TagState} TagState
 * @typedef {import('./tags.mjs').TagDurations} TagDurations
 * @typedef {import('./redis-connection.mjs').RedisConnection} RedisConnection
 */

function staleKey() {
  return `${keyPrefix()}tags:stale`;
}

function expiredKey() {
  return `${keyPrefix()}tags:expired`;
}

/** A counter raised by every revalidation, whichever instance made it (content-revision.mjs). */
function revisionKey() {
  return `${keyPrefix()}tags:revision`;
}

/**
 * The states of `tags`, or null when Redis cannot say (the caller then treats its entry as a miss:
 * serving it could show content a revalidation has already replaced).
 *
 * @param {RedisConnection} connection
 * @param {readonly string[]} tags
 * @returns {Promise<(TagState | undefined)[] | null>}
 */
export async function redisTagStates(connection, tags) {
  if (tags.length === 0) return [];
  return attempt(
    connection,
    async (client) => {
      const [stale, expired] = await Promise.all([client.hmGet(staleKey(), [...tags]), client.hmGet(expiredKey(), [...tags])]);
      return tags.map((_tag, index) => {
        const staleAt = stale[index];
        const expiredAt = expired[index];
        if (staleAt == null && expiredAt == null) return undefined;
        /** @type {TagState} */
        const state = {};
        if (staleAt != null) state.stale = Number(staleAt);
        if (expiredAt != null) state.expired = Number(expiredAt);
        return state;
      });
    },
    null,
  );
}

/**
 * Records a revalidation. Returns false when Redis did not record it: it is then logged with its
 * tags, since the other instances will not learn of it (send the change again once Redis is back).
 *
 * @param {RedisConnection} connection
 * @param {readonly string[]} tags
 * @param {TagDurations | undefined} durations
 * @param {number} [now]
 */
export async function updateRedisTags(connection, tags, durations, now = Date.now()) {
  if (tags.length === 0) return true;
  const update = tagUpdate(durations, now);
  /** @param {number} at */
  const fields = (at) => Object.fromEntries(tags.map((tag) => [tag, String(at)]));
  const recorded = await attempt(
    connection,
    async (client) => {
      const writes = [];
      if (update.stale !== undefined) writes.push(client.hSet(staleKey(), fields(update.stale)));
      if (update.expired !== undefined) writes.push(client.hSet(expiredKey(), fields(update.expired)));
      await Promise.all(writes);
      // After the tags, so that an instance that sees the new revision also sees what changed.
      await client.incr(revisionKey());
      return true;
    },
    false,
  );
  if (!recorded) console.error(`[cache] Redis did not record the revalidation of: ${tags.join(', ')}`);
  return recorded;
}

/**
 * The latest expiry of `tags` (for `getExpiration`): entries made before it are gone. When Redis
 * cannot say, now, so that nothing a revalidation may have replaced is served.
 *
 * @param {RedisConnection} connection
 * @param {readonly string[]} tags
 */
export async function latestRedisExpiry(connection, tags) {
  if (tags.length === 0) return 0;
  return attempt(
    connection,
    async (client) => {
      const values = await client.hmGet(expiredKey(), [...tags]);
      return Math.max(0, ...values.map(Number).filter((value) => Number.isFinite(value)));
    },
    Date.now(),
  );
}

/**
 * The shared content revision: one read per request that the response cache answers, so a
 * revalidation on any instance is seen by every other at its next request. Null when Redis cannot
 * say; the response cache then steps aside and Next decides, as it does without Redis.
 *
 * @param {RedisConnection} connection
 * @returns {Promise<number | null>}
 */
export async function redisRevision(connection) {
  return attempt(
    connection,
    async (client) => {
      const value = await client.get(revisionKey());
      return value === null ? 0 : Number(value);
    },
    null,
  );
}
