import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleViewer } from './sample-viewer';
import { createLoopback } from './loopback.mjs';
import { createResponseCache } from './response-cache.mjs';
import { createViewerPages } from './viewer-pages.mjs';
import { VIEWER_MENU_SLOT } from './viewer-splice.mjs';

const viewer = sampleViewer;

/**
 * The production server's chain (server.mjs) around a stand-in for Next: anonymous pages with the
 * login slot and a public Cache-Control (404 for /missing, per request for /profile), a per-request
 * render for the session cookie, and /api/viewer answering for the cookie `jwt=good`.
 */
async function site() {
  const renders: string[] = [];
  let viewerLookups = 0;
  let viewerAnswer: 'ok' | 'error' = 'ok';
  const next = (request: IncomingMessage, response: ServerResponse) => {
    const signedIn = /(?:^|;\s*)jwt=/.test(request.headers.cookie ?? '');
    if (request.url === '/api/viewer') {
      viewerLookups += 1;
      if (viewerAnswer === 'error') {
        response.statusCode = 500;
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      if (request.headers.cookie === 'jwt=ended') return void response.end(JSON.stringify({ viewer: null, sessionEnded: true }));
      response.end(JSON.stringify({ viewer: request.headers.cookie === 'jwt=good' ? viewer : null }));
      return;
    }
    renders.push(`${signedIn ? 'per-request' : 'shared'} ${request.url}`);
    const shared = !signedIn && request.url !== '/profile';
    response.statusCode = request.url === '/missing' ? 404 : 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('cache-control', shared ? 'public, max-age=0, s-maxage=60' : 'private, no-cache, no-store');
    response.setHeader('etag', '"page"');
    response.end(gzipSync(`<!DOCTYPE html><html><body><header>${signedIn ? 'avatar' : VIEWER_MENU_SLOT}</header><main>${request.url}</main></body></html>`));
  };
  const cache = createResponseCache({ maxBytes: 1024 * 1024, revision: async () => '0' });
  const server: Server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const loopback = createLoopback({ port, hostname: '127.0.0.1' });
  loopbacks.push(loopback);
  const errors: unknown[] = [];
  const pages = createViewerPages({ keptPage: cache.keptPage, fetchShared: loopback.fetchShared, lookupViewer: loopback.lookupViewer, onError: (error) => errors.push(error) });
  server.on('request', (request, response) => void pages.handle(request, response, () => cache.handle(request, response, () => next(request, response))));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: gunzipSync(Buffer.concat(chunks)).toString() }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, renders, errors, viewerLookups: () => viewerLookups, failViewer: () => (viewerAnswer = 'error') };
}

const servers: Server[] = [];
const loopbacks: { close(): void }[] = [];
afterEach(async () => {
  loopbacks.splice(0).forEach((loopback) => loopback.close());
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('signed-in page views', () => {
  it('answer with the shared page and the viewer, private, without a per-request render', async () => {
    const { get, renders, viewerLookups } = await site();
    const first = await get('/series/3', { cookie: 'jwt=good' });
    expect(first.status).toBe(200);
    expect(first.headers['x-openshiur-viewer']).toBe('spliced');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(first.text).toContain('<body data-viewer="');
    expect(first.text).toContain('aria-label="Account menu for Sample Reader"');
    expect(first.text).toContain('<main>/series/3</main>');
    // The shared page was asked for once, anonymously, and kept: the next view renders nothing.
    await get('/series/3', { cookie: 'jwt=good' });
    expect(renders).toEqual(['shared /series/3']);
    // The viewer is looked up on every view, so a sign-out shows at once.
    expect(viewerLookups()).toBe(2);
  });

  it('never reach an anonymous visitor: the kept page stays the shared one', async () => {
    const { get } = await site();
    await get('/', { cookie: 'jwt=good' });
    const anonymous = await get('/');
    expect(anonymous.headers['x-nextjs-cache']).toBe('HIT');
    expect(anonymous.text).toContain(VIEWER_MENU_SLOT);
    expect(anonymous.text).not.toContain('data-viewer="');
    expect(anonymous.headers['cache-control']).toContain('public');
  });

  it('go to the per-request render for an expired session, a page not shared, a 404 or a failed lookup', async () => {
    const { get, renders, errors, failViewer } = await site();
    const expired = await get('/p/1', { cookie: 'jwt=expired' });
    expect(expired.text).toContain('<header>avatar</header>');
    expect(expired.headers['x-openshiur-viewer']).toBeUndefined();
    expect((await get('/profile', { cookie: 'jwt=good' })).text).toContain('<header>avatar</header>');
    const missing = await get('/missing', { cookie: 'jwt=good' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<header>avatar</header>');
    failViewer();
    expect((await get('/p/1', { cookie: 'jwt=good' })).text).toContain('<header>avatar</header>');
    expect(errors).toHaveLength(1);
    expect(renders).toEqual(['shared /p/1', 'per-request /p/1', 'shared /profile', 'per-request /profile', 'shared /missing', 'per-request /missing', 'per-request /p/1']);
    // An address found not to be shared is not asked for anonymously again for a while.
    await get('/missing', { cookie: 'jwt=good' });
    await get('/profile', { cookie: 'jwt=good' });
    expect(renders.slice(7)).toEqual(['per-request /missing', 'per-request /profile']);
  });

  it('a cookie whose session has ended gets the shared page and is forgotten, with no per-request render', async () => {
    const { get, renders } = await site();
    const view = await get('/series/4', { cookie: 'jwt=ended' });
    expect(view.status).toBe(200);
    expect(view.headers['x-openshiur-viewer']).toBe('session-ended');
    expect(view.headers['set-cookie']).toEqual(['jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.text).toContain(VIEWER_MENU_SLOT);
    expect(view.text).not.toContain('data-viewer="');
    expect(renders).toEqual(['shared /series/4']);
  });

  it('ask for a page not yet kept once, however many signed-in visitors wait for it', async () => {
    const { get, renders } = await site();
    const views = await Promise.all(Array.from({ length: 8 }, () => get('/daf', { cookie: 'jwt=good' })));
    expect(views.every((view) => view.headers['x-openshiur-viewer'] === 'spliced')).toBe(true);
    expect(renders).toEqual(['shared /daf']);
  });
});
