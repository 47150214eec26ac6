// @ts-check
import { Agent, request as httpRequest } from 'node:http';
import { isKeepableResponse, SESSION_ENDED, sharedMaxAgeOf } from './request-rules.mjs';

/**
 * Requests the server sends to itself for a signed-in page view (viewer-pages.mjs): the shared page,
 * anonymously, so the response cache keeps it; and the viewer of a session cookie, from
 * /api/viewer. Over one pool of kept-alive loopback connections.
 *
 * @typedef {import('../src/features/account/page-viewer').PageViewer} PageViewer
 */

/** Longer than any render should take; a stuck one sends the visitor to Next's own render. */
const LOOPBACK_TIMEOUT_MS = 10_000;
const MAX_LOOPBACK_BYTES = 2 * 1024 * 1024;

/**
 * @param {{ port: number, hostname: string | undefined }} server  where this server listens
 */
export function createLoopback({ port, hostname }) {
  const host = !hostname || hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  /**
   * @param {string} path
   * @param {Record<string, string>} headers
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
   */
  function get(path, headers) {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host, port, path, agent, headers, timeout: LOOPBACK_TIMEOUT_MS }, (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        incoming.on('data', (chunk) => {
          size += chunk.length;
          // Nothing asked here is a page bigger than the response cache keeps: do not hold more.
          if (size > MAX_LOOPBACK_BYTES) outgoing.destroy(new Error(`The loopback answer for ${path} is over ${MAX_LOOPBACK_BYTES} bytes`));
          else chunks.push(chunk);
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`The loopback request for ${path} timed out`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  return {
    /**
     * Asks for the page as an anonymous visitor would: the response cache keeps it if it may.
     * Whether the page is one every visitor shares (a 200 for shared caches; a stale copy of one
     * counts), not a 404, a redirect or a page rendered per request.
     *
     * @param {string} url
     * @returns {Promise<boolean>}
     */
    async fetchShared(url) {
      const { status, headers } = await get(url, { 'accept-encoding': 'gzip', accept: 'text/html' });
      // A stale copy of a shared page is not kept, but the next answer will be: still shared.
      if (headers['x-nextjs-cache'] === 'STALE') return status === 200 && sharedMaxAgeOf(headers['cache-control']) > 0;
      return isKeepableResponse(status, headers);
    },

    /**
     * The viewer of a session cookie; `SESSION_ENDED` when the cookie names a session that has
     * ended (signed out elsewhere, revoked, timed out); null when there is no viewer otherwise.
     *
     * @param {string} cookie  the request's Cookie header
     * @returns {Promise<PageViewer | typeof SESSION_ENDED | null>}
     */
    async lookupViewer(cookie) {
      const { status, body } = await get('/api/viewer', { cookie, accept: 'application/json' });
      if (status !== 200) throw new Error(`/api/viewer answered ${status}`);
      const answer = /** @type {{ viewer: PageViewer | null, sessionEnded?: boolean }} */ (JSON.parse(body.toString('utf8')));
      if (answer.sessionEnded === true) return SESSION_ENDED;
      return answer.viewer && typeof answer.viewer.id === 'string' ? answer.viewer : null;
    },

    close() {
      agent.destroy();
    },
  };
}
