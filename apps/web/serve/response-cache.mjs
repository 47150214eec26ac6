// @ts-check
import { SizedLru } from '../cache-handlers/lru.mjs';
import { captureResponse } from './captured-response.mjs';
import { headerText, isCacheableRequest, isKeepableResponse, sharedMaxAgeOf } from './request-rules.mjs';

/**
 * Whole anonymous pages, kept in front of Next as they were sent (gzip bytes and headers), so that
 * a repeat visit costs a map lookup instead of Next's routing, proxy, cache read, gzip and ETag:
 * what nginx's proxy cache or a CDN would do, built into the server for sites that run without one.
 *
 * - Only what the proxy already marked for shared caches is kept (request-rules.mjs): the
 *   signed-in render never reaches this cache, and a request with the session cookie never reads it.
 * - An entry is served while the content revision it was rendered under is current
 *   (cache-handlers/content-revision.mjs): any revalidation, on this instance or through Redis on
 *   another, retires every entry at once. The revision is read before Next renders, so a change
 *   made during a render retires what that render produces.
 * - And at most for its `s-maxage` (60 s): then Next is asked again, and its own cache decides
 *   whether the page is still fresh.
 * - A byte budget bounds it (least recently used go first). When the revision cannot be read
 *   (Redis down) nothing is served from here.
 *
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {{ headers: [string, OutgoingHttpHeaders[string]][], body: Buffer, etag: string | undefined, revision: string, storedAt: number, freshUntil: number }} KeptResponse
 */

/** A page bigger than this (gzip) is not kept: none of ours comes near it. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/** Headers that belong to one connection or one sending, not to the page. */
const PER_SENDING_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'age']);

/**
 * @param {{ maxBytes: number, revision: () => Promise<string | null>, now?: () => number }} options
 */
export function createResponseCache({ maxBytes, revision, now = Date.now }) {
  /** @type {SizedLru<KeptResponse>} */
  const entries = new SizedLru(maxBytes, (entry, key) => entry.body.length + key.length + 1024);

  /**
   * Answers the request from the cache, or hands it to `next` and keeps what Next sends if it may.
   *
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {() => unknown} next
   */
  async function handle(request, response, next) {
    if (maxBytes <= 0 || !isCacheableRequest(request)) return next();
    const key = /** @type {string} */ (request.url);
    const current = await revision().catch(() => null);
    if (current === null) return next();
    const startedAt = now();
    const kept = entries.get(key);
    if (kept && kept.revision === current && startedAt < kept.freshUntil) return send(kept, request, response, startedAt);
    if (kept) entries.delete(key);
    if (request.method === 'GET') {
      captureResponse(response, MAX_ENTRY_BYTES, ({ status, headers, body }) => {
        if (!isKeepableResponse(status, headers)) return;
        const maxAge = sharedMaxAgeOf(headerText(headers, 'cache-control'));
        entries.set(key, {
          headers: Object.entries(headers).filter(([name]) => !PER_SENDING_HEADERS.has(name)),
          body,
          etag: headerText(headers, 'etag'),
          revision: current,
          // From when the request began: what changed while Next rendered is not hidden for longer.
          storedAt: startedAt,
          freshUntil: startedAt + maxAge * 1000,
        });
      });
    }
    return next();
  }

  /**
   * The page kept for `key` while it may be served (its revision current, within its `s-maxage`),
   * or null: what a signed-in visit of the same address starts from (viewer-pages.mjs).
   *
   * @param {string} key  the request's URL
   * @returns {Promise<KeptResponse | null>}
   */
  async function keptPage(key) {
    if (maxBytes <= 0) return null;
    const current = await revision().catch(() => null);
    const kept = entries.get(key);
    return current !== null && kept && kept.revision === current && now() < kept.freshUntil ? kept : null;
  }

  return {
    handle,
    keptPage,
    /** How many pages are kept (for tests and the bench). */
    get size() {
      return entries.count;
    },
  };
}

/**
 * @param {KeptResponse} kept
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} now
 */
function send(kept, request, response, now) {
  for (const [name, value] of kept.headers) if (value !== undefined) response.setHeader(name, value);
  // As a shared cache does: how long ago the page was made, so a CDN behind us keeps it no longer than Next meant.
  response.setHeader('age', String(Math.max(0, Math.floor((now - kept.storedAt) / 1000))));
  response.setHeader('x-nextjs-cache', 'HIT');
  if (kept.etag && matchesEtag(request.headers['if-none-match'], kept.etag)) {
    response.statusCode = 304;
    for (const name of ['content-type', 'content-encoding']) response.removeHeader(name);
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('content-length', String(kept.body.length));
  if (request.method === 'HEAD') response.end();
  else response.end(kept.body);
}

/**
 * If-None-Match against the page's ETag (weak comparison, as Next makes it).
 *
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
