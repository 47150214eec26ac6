// @ts-check
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { FORGET_SESSION_COOKIE, isSignedInPageRequest, SESSION_ENDED } from './request-rules.mjs';
import { spliceViewer } from './viewer-splice.mjs';

/**
 * Signed-in page views without a per-request render. A signed-in visitor's GET of a page is
 * answered with the page every visitor shares, as the response cache keeps it, and the viewer
 * spliced in (viewer-splice.mjs): the server loads the viewer for the first render (/api/viewer, the
 * product's GetCurrentUser, on every request, so a sign-out or a changed name shows at once), and
 * the page's viewer parts draw the account menu and the subscribe buttons from it as the page
 * hydrates. Rendering a page per request costs some 30–60 ms of CPU; this costs a few.
 *
 * - When the shared page is not kept (or no longer fresh) it is asked for first, anonymously,
 *   through the response cache (which keeps it), once for all the visitors who wait for it. An
 *   address that turns out not to be shared (a 404, a redirect, a page rendered per request) is
 *   not asked for again for a minute, so signed-in views of it cost one render, not two.
 * - Whatever cannot be answered so goes to Next's per-request render as before: a page the proxy
 *   does not share (the profile, the studio, pages that read their address), a 404, an expired
 *   session, a page without the slot, or any failure on the way.
 * - The answer is `private, no-store` and never kept: the response cache only keeps what Next
 *   sends to anonymous requests.
 * - A cookie whose session has ended (signed out everywhere, revoked by an admin, timed out) gets
 *   the shared page as every visitor sees it, and the browser is told to forget the cookie, so its
 *   next pages come from the shared cache again.
 *
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('../src/features/account/page-viewer').PageViewer} PageViewer
 * @typedef {import('./response-cache.mjs').KeptResponse} KeptResponse
 */

const gunzipAsync = promisify(gunzip);
const gzipAsync = promisify(gzip);

/** Level 3: within 2% of the default's size for our pages, at half its CPU. */
const SPLICED_GZIP_LEVEL = 3;

/** How long an address found not to be shared goes straight to Next, and how many are remembered. */
const UNSHARED_MS = 60_000;
const MAX_UNSHARED = 10_000;

/** Headers of the kept page that do not describe the spliced one. */
const NOT_COPIED = new Set(['cache-control', 'etag', 'age', 'x-nextjs-cache', 'content-length', 'vary']);

/**
 * @param {{
 *   keptPage: (key: string) => Promise<KeptResponse | null>,
 *   fetchShared: (url: string) => Promise<boolean>,
 *   lookupViewer: (cookie: string) => Promise<PageViewer | typeof SESSION_ENDED | null>,
 *   onError?: (error: unknown) => void,
 *   now?: () => number,
 * }} options
 */
export function createViewerPages({ keptPage, fetchShared, lookupViewer, onError = () => undefined, now = Date.now }) {
  /** @type {Map<string, Promise<boolean>>} */
  const fetching = new Map();
  /** Addresses found not to be shared, until when (oldest first). @type {Map<string, number>} */
  const unshared = new Map();

  /** @param {string} url */
  async function sharedPage(url) {
    const kept = await keptPage(url);
    if (kept) return kept;
    const until = unshared.get(url);
    if (until !== undefined && now() < until) return null;
    unshared.delete(url);
    let pending = fetching.get(url);
    if (!pending) {
      pending = fetchShared(url).finally(() => fetching.delete(url));
      fetching.set(url, pending);
    }
    if (!(await pending)) {
      unshared.set(url, now() + UNSHARED_MS);
      if (unshared.size > MAX_UNSHARED) unshared.delete(/** @type {string} */ (unshared.keys().next().value));
      return null;
    }
    return keptPage(url);
  }

  /**
   * Answers a signed-in page view with the shared page and its viewer, or hands it to `next`.
   *
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {() => unknown} next
   * @returns {Promise<unknown>}
   */
  async function handle(request, response, next) {
    if (!isSignedInPageRequest(request)) return next();
    const url = /** @type {string} */ (request.url);
    let body;
    let kept;
    let ended = false;
    try {
      const [page, viewer] = await Promise.all([sharedPage(url), lookupViewer(String(request.headers.cookie))]);
      if (!page || !viewer) return next();
      const gzipped = page.headers.some(([name, value]) => name === 'content-encoding' && value === 'gzip');
      if (viewer === SESSION_ENDED) {
        ended = true;
        kept = page;
        body = gzipped ? page.body : await gzipAsync(page.body, { level: SPLICED_GZIP_LEVEL });
      } else {
        const html = spliceViewer(gzipped ? await gunzipAsync(page.body) : page.body, viewer);
        if (html === null) return next();
        body = await gzipAsync(html, { level: SPLICED_GZIP_LEVEL });
        kept = page;
      }
    } catch (error) {
      onError(error);
      return next();
    }
    if (response.destroyed) return undefined;
    for (const [name, value] of kept.headers) if (value !== undefined && !NOT_COPIED.has(name)) response.setHeader(name, value);
    response.statusCode = 200;
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('cache-control', 'private, no-store');
    response.setHeader('vary', 'Cookie, Accept-Encoding');
    if (ended) response.setHeader('set-cookie', FORGET_SESSION_COOKIE);
    response.setHeader('x-openshiur-viewer', ended ? 'session-ended' : 'spliced');
    response.setHeader('content-length', String(body.length));
    response.end(body);
    return undefined;
  }

  return { handle };
}
