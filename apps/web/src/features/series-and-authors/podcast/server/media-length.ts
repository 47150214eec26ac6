/**
 * The size in bytes of a media file, for a podcast enclosure's `length`. The database keeps no file
 * sizes, so:
 *
 * - a file on the site's own origin is looked up in `public/` on disk (no request to ourselves);
 * - a file elsewhere is asked for with a HEAD request (short timeout) and its Content-Length;
 * - anything that fails or takes too long is 0, which RSS allows.
 *
 * Remote answers are cached (a day; failures ten minutes) and a feed waits only so long for them:
 * probes still running when it gives up keep going and fill the cache for the next reader.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { safeDecode } from '@/lib/safe-decode';

export interface MediaLengthOptions {
  /** Where the site's own files are (the site's origin is given to each `lengthsOf` call). */
  publicDir?: string;
  fetch?: typeof globalThis.fetch;
  /** How long one HEAD request may take. */
  timeoutMs?: number;
  /** How long a feed waits for all of its sizes together. */
  waitMs?: number;
  successTtlMs?: number;
  failureTtlMs?: number;
  maxEntries?: number;
  /** HEAD requests in flight at once, so a new feed of a hundred episodes does not flood a media host. */
  concurrency?: number;
  now?: () => number;
}

interface CacheEntry {
  length: number;
  expires: number;
}

const DAY_MS = 86_400_000;

export function createMediaLengths(options: MediaLengthOptions = {}) {
  const {
    publicDir = path.join(process.cwd(), 'public'),
    fetch = globalThis.fetch,
    timeoutMs = 2_500,
    waitMs = 3_000,
    successTtlMs = DAY_MS,
    failureTtlMs = 10 * 60_000,
    maxEntries = 5_000,
    concurrency = 4,
    now = Date.now,
  } = options;

  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<number>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  function remember(url: string, length: number) {
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(url, { length, expires: now() + (length > 0 ? successTtlMs : failureTtlMs) });
  }

  async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function head(url: string): Promise<number> {
    try {
      const response = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
      const length = Number(response.headers.get('content-length'));
      return response.ok && Number.isSafeInteger(length) && length > 0 ? length : 0;
    } catch {
      return 0;
    }
  }

  function remoteLength(url: string): Promise<number> {
    const cached = cache.get(url);
    if (cached && cached.expires > now()) return Promise.resolve(cached.length);
    let pending = inFlight.get(url);
    if (!pending) {
      pending = withSlot(() => head(url)).then((length) => {
        remember(url, length);
        inFlight.delete(url);
        return length;
      });
      inFlight.set(url, pending);
    }
    return pending;
  }

  /** The size of a file under `public/`, or 0; a path can never leave the folder. */
  async function localLength(pathname: string): Promise<number> {
    const decoded = safeDecode(pathname);
    if (decoded === undefined) return 0;
    // The folder is only known at run time; the build must not trace the whole project for it.
    const root = path.resolve(/*turbopackIgnore: true*/ publicDir);
    const file = path.resolve(/*turbopackIgnore: true*/ root, `.${path.posix.normalize(decoded)}`);
    if (!file.startsWith(root + path.sep)) return 0;
    try {
      const info = await stat(/*turbopackIgnore: true*/ file);
      return info.isFile() ? info.size : 0;
    } catch {
      return 0;
    }
  }

  /**
   * Sizes of media files, in the order given (absolute addresses), each 0 when unknown or not
   * known in time.
   */
  async function lengthsOf(urls: readonly string[], siteOrigin: string): Promise<number[]> {
    const probes = urls.map((address) => {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return Promise.resolve(0);
      }
      if (url.origin === siteOrigin) return localLength(url.pathname);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.resolve(0);
      return remoteLength(url.href);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), waitMs);
    });
    try {
      return await Promise.all(probes.map((probe) => Promise.race([probe, deadline]).then((value) => (value === 'late' ? 0 : value))));
    } finally {
      clearTimeout(timer);
    }
  }

  return { lengthsOf };
}

export type MediaLengths = ReturnType<typeof createMediaLengths>;
