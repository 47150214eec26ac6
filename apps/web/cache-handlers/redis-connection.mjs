// @ts-check
import { createClient } from 'redis';

/**
 * The one Redis connection of a server process, shared by the page cache (`cacheHandler`) and the
 * `'use cache'` handler (`cacheHandlers`). Redis only ever makes the site faster: while it is down
 * or slow, reads are misses and writes are skipped, and the site renders as if nothing were cached.
 *
 * - Connecting waits at most CONNECT_TIMEOUT_MS, once; after that a request never waits for Redis
 *   to come back (commands fail at once while the client reconnects: `disableOfflineQueue`).
 * - Every command gives up after COMMAND_TIMEOUT_MS.
 * - An outage is logged once when it starts and once when it ends, not on every request.
 *
 * These modules run outside Next's bundles (Next imports them by path at start-up), so they read
 * REDIS_URL and REDIS_KEY_PREFIX from the environment themselves; src/env.ts validates both too.
 */

export const CONNECT_TIMEOUT_MS = 1_000;
export const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off up to this; a request never waits for them. */
const MAX_RECONNECT_DELAY_MS = 5_000;

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/**
 * A Redis connection that reports failures once per outage.
 */
export class RedisConnection {
  /** @type {RedisClient} */
  #client;
  /** @type {Promise<unknown>} */
  #ready;
  #down = false;
  #name;

  /**
   * @param {string} url
   * @param {{ name?: string, connectTimeoutMs?: number }} [options]
   */
  constructor(url, { name = 'cache', connectTimeoutMs = CONNECT_TIMEOUT_MS } = {}) {
    this.#name = name;
    this.#client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: connectTimeoutMs,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    });
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    this.#client.on('error', (/** @type {unknown} */ error) => this.failed(error));
    this.#client.on('ready', () => this.succeeded());
    const connecting = this.#client.connect().catch((/** @type {unknown} */ error) => this.failed(error));
    this.#ready = Promise.race([connecting, delay(connectTimeoutMs)]);
  }

  /** The connected client, or null while Redis cannot be reached. */
  async client() {
    await this.#ready;
    return this.#client.isReady ? this.#client : null;
  }

  /**
   * Reports a failed command or connection (logged only when an outage starts).
   * @param {unknown} error
   */
  failed(error) {
    if (this.#down) return;
    this.#down = true;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[${this.#name}] Redis is unavailable (${message}); serving without the shared cache until it is back.`);
  }

  /**
   * The client whether or not it is connected, for a library that checks readiness itself (the
   * shared rate limits: rate-limiter-flexible falls back to memory while it is not ready).
   */
  commandClient() {
    return this.#client;
  }

  /** Reports a command that worked (logs the end of an outage). */
  succeeded() {
    if (!this.#down) return;
    this.#down = false;
    console.info(`[${this.#name}] Redis is available again.`);
  }

  /** Closes the connection (tests; a server keeps it for its lifetime). */
  async close() {
    await this.#client.close().catch(() => undefined);
  }
}

/** @param {number} ms */
function delay(ms) {
  // unref(): this timer must never keep a process alive.
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Runs one Redis operation; a failure (Redis down, a timeout) gives `fallback` instead.
 *
 * @template T
 * @param {RedisConnection} connection
 * @param {(client: RedisClient) => Promise<T>} operation
 * @param {T} fallback
 * @returns {Promise<T>}
 */
export async function attempt(connection, operation, fallback) {
  const client = await connection.client();
  if (!client) return fallback;
  try {
    const result = await operation(client);
    connection.succeeded();
    return result;
  } catch (error) {
    connection.failed(error);
    return fallback;
  }
}

/** True while `next build` runs: builds never talk to Redis (the build machine may have none). */
export function isBuildPhase() {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * The shared connection when REDIS_URL is set (never during `next build`), else null: the caches
 * stay in process.
 */
export function sharedRedisConnection() {
  const url = process.env.REDIS_URL?.trim();
  if (!url || isBuildPhase()) return null;
  const key = Symbol.for('@openshiur/web/cache-handlers/redis');
  const store = /** @type {Record<symbol, RedisConnection | undefined>} */ (/** @type {unknown} */ (globalThis));
  store[key] ??= new RedisConnection(url);
  return store[key];
}

/**
 * The start of every key this site writes: REDIS_KEY_PREFIX (default `openshiur`), so several
 * sites can share one Redis, followed by a colon.
 */
export function keyPrefix() {
  return `${process.env.REDIS_KEY_PREFIX?.trim() || 'openshiur'}:`;
}
