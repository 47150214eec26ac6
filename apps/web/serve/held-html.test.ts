import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdHtml } from './held-html.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** Sets a header naming the page's length and its first word: it can only be right if the whole page was read. */
const headersFor = (html: Buffer) => ({
  'x-page': `${html.length} ${html.toString().split(' ')[0]}`,
});

async function site(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  options: { maxBytes?: number; onError?: (error: unknown) => void } = {},
) {
  const server = createServer((request, response) => {
    holdHtml(response, { headersFor, ...options });
    answer(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return (path = '/', method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>(
      (resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const gzipped = res.headers['content-encoding'] === 'gzip' && body.length > 0;
            // The corrupt page's test sends bytes that only claim to be gzip.
            const text = gzipped
              ? (() => {
                  try {
                    return gunzipSync(body).toString();
                  } catch {
                    return body.toString('latin1');
                  }
                })()
              : body.toString();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
}

const PAGE = 'Shiur '.repeat(5000);

describe('holdHtml', () => {
  it('sends a streamed, gzipped page whole, with the headers the whole page gives', async () => {
    // As Next does: flush the headers, then stream gzip through write, then end.
    const get = await site((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-encoding', 'gzip');
      response.flushHeaders();
      const gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => response.write(chunk));
      gzip.on('end', () => response.end());
      for (let part = 0; part < 5; part += 1)
        gzip.write(PAGE.slice(part * 6000, (part + 1) * 6000));
      gzip.end();
    });
    const page = await get();
    expect(page.status).toBe(200);
    expect(page.headers['x-page']).toBe(`${PAGE.length} Shiur`);
    expect(page.text).toBe(PAGE);
  });

  it("keeps writeHead's status and headers, and sets the page's headers over them", async () => {
    const get = await site((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', 'X-Page': 'from next' });
      response.write('Not ');
      response.end('found');
    });
    const page = await get();
    expect(page.status).toBe(404);
    expect(page.headers['x-page']).toBe('9 Not');
    expect(page.text).toBe('Not found');
  });

  it('passes everything else straight through: files, JSON, redirects, 304s, pages with their own policy', async () => {
    const seenSent: boolean[] = [];
    const get = await site((request, response) => {
      if (request.url === '/json') response.setHeader('content-type', 'application/json');
      if (request.url === '/own') {
        response.setHeader('content-type', 'text/html');
        response.setHeader('content-security-policy', "script-src 'nonce-abc'");
      }
      if (request.url === '/304') {
        response.setHeader('content-type', 'text/html');
        response.statusCode = 304;
      }
      response.write('{"a":');
      seenSent.push(response.headersSent);
      response.end('1}');
    });
    for (const path of ['/json', '/own', '/304'])
      expect((await get(path)).headers['x-page'], path).toBeUndefined();
    // Sent as written, not held.
    expect(seenSent).toEqual([true, true, true]);
  });

  it('answers a HEAD request with the headers and no body', async () => {
    const get = await site((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-encoding', 'gzip');
      response.end();
    });
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page']).toBe('0'); // "0 ": HTTP drops the trailing space
  });

  it('lets a page too big to hold go as it is, and a page it cannot read go without the headers', async () => {
    const onError = vi.fn();
    const big = await site(
      (_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.write('a'.repeat(600));
        response.write('b'.repeat(600));
        response.end('c');
      },
      { maxBytes: 1000, onError },
    );
    const page = await big();
    expect(page.text).toBe(`${'a'.repeat(600)}${'b'.repeat(600)}c`);
    expect(page.headers['x-page']).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);

    const corrupt = await site(
      (_request, response) => {
        response.setHeader('content-type', 'text/html');
        response.setHeader('content-encoding', 'gzip');
        response.end(
          Buffer.concat([gzipSync('fine').subarray(0, 8), Buffer.from('not gzip at all')]),
        );
      },
      { onError },
    );
    expect((await corrupt()).headers['x-page']).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
