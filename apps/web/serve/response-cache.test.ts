import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, matchesEtag } from './response-cache.mjs';

/**
 * A stand-in for Next behind the cache: it counts renders and answers each page as Next's proxy
 * and page cache do (public Cache-Control for anonymous pages, gzip, an ETag), in two writes as a
 * stream would.
 */
function nextLike() {
  let renders = 0;
  const answer = { status: 200, cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400', cache: 'HIT', setCookie: false };
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    renders += 1;
    const body = gzipSync(`<!DOCTYPE html><p>${request.url} render ${renders}</p>`);
    response.statusCode = answer.status;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-encoding', 'gzip');
    response.setHeader('cache-control', answer.cacheControl);
    response.setHeader('x-nextjs-cache', answer.cache);
    response.setHeader('etag', `"page-${renders}"`);
    response.setHeader('vary', 'rsc, Accept-Encoding');
    if (answer.setCookie) response.setHeader('set-cookie', 'x=1');
    response.write(body.subarray(0, 10));
    response.end(body.subarray(10));
  };
  return { handler, answer, renders: () => renders };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function site({ maxBytes = 1024 * 1024 } = {}) {
  const next = nextLike();
  let revision: string | null = '0';
  let clock = 1_000_000;
  const cache = createResponseCache({ maxBytes, revision: async () => revision, now: () => clock });
  const server = createServer((request, response) => void cache.handle(request, response, () => next.handler(request, response)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = res.headers['content-encoding'] === 'gzip' && body.length > 0 ? gunzipSync(body).toString() : body.toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        });
      });
      req.on('error', reject);
      req.end();
    });
  return {
    get,
    next,
    cache,
    revise: (value: string | null) => (revision = value),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the response cache', () => {
  it('answers a repeat anonymous view itself, with the headers Next sent and its age', async () => {
    const { get, next, advance } = await site();
    const first = await get('/series/3');
    advance(5_000);
    const second = await get('/series/3');
    expect(next.renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain('/series/3 render 1');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.vary).toBe('rsc, Accept-Encoding');
    expect(second.headers.etag).toBe('"page-1"');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers.age).toBe('5');
    expect(Number(second.headers['content-length'])).toBeGreaterThan(0);
  });

  it('never answers a request with the session cookie, and never keeps its answer', async () => {
    const { get, next } = await site();
    await get('/p/1');
    await get('/p/1', { cookie: 'jwt=token' });
    expect(next.renders()).toBe(2);
    next.answer.cacheControl = 'private, no-cache, no-store';
    await get('/p/2');
    await get('/p/2');
    expect(next.renders()).toBe(4);
  });

  it('retires every page when the content revision changes (a revalidation anywhere)', async () => {
    const { get, next, revise } = await site();
    await get('/');
    await get('/');
    revise('1');
    const after = await get('/');
    expect(after.text).toContain('render 2');
    await get('/');
    expect(next.renders()).toBe(2);
  });

  it('steps aside while the revision cannot be read (Redis down)', async () => {
    const { get, next, revise } = await site();
    await get('/');
    revise(null);
    await get('/');
    await get('/');
    expect(next.renders()).toBe(3);
  });

  it("asks Next again once the page's s-maxage has passed", async () => {
    const { get, next, advance } = await site();
    await get('/daf');
    advance(59_000);
    await get('/daf');
    expect(next.renders()).toBe(1);
    advance(2_000);
    await get('/daf');
    expect(next.renders()).toBe(2);
  });

  it('keeps no error, no stale copy and nothing that sets a cookie', async () => {
    const { get, next } = await site();
    next.answer.status = 404;
    await get('/p/999');
    await get('/p/999');
    next.answer.status = 200;
    next.answer.cache = 'STALE';
    await get('/p/5');
    await get('/p/5');
    next.answer.cache = 'HIT';
    next.answer.setCookie = true;
    await get('/p/6');
    await get('/p/6');
    expect(next.renders()).toBe(6);
  });

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const { get, next } = await site();
    await get('/about');
    const notModified = await get('/about', { 'if-none-match': 'W/"page-1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    const head = await get('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(next.renders()).toBe(1);
  });

  it('sends clients without gzip and router requests to Next', async () => {
    const { get, next } = await site();
    await get('/');
    await get('/', { 'accept-encoding': 'identity' });
    await get('/', { rsc: '1' });
    expect(next.renders()).toBe(3);
  });

  it('stays within its byte budget', async () => {
    const { get, cache } = await site({ maxBytes: 4 * 1024 });
    for (const id of [1, 2, 3, 4, 5]) await get(`/p/${id}`);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
