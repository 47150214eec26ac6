import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from './local-server';
import { describeErrorKinds, inspectResponse, unexpectedResponses } from './measure';

describe('unexpectedResponses', () => {
  it('counts the responses whose status is not the expected one', () => {
    expect(unexpectedResponses({ '200': { count: 90 }, '500': { count: 3 }, '404': { count: 1 } }, 200)).toBe(4);
    expect(unexpectedResponses({ '404': { count: 12 } }, 404)).toBe(0);
    expect(unexpectedResponses(undefined, 200)).toBe(0);
  });
});

describe('describeErrorKinds', () => {
  it('lists the kinds of errors, most frequent first', () => {
    expect(describeErrorKinds({ ECONNRESET: 2, 'request timed out': 1200, ECONNREFUSED: 3 })).toBe(
      'request timed out 1200, ECONNREFUSED 3, ECONNRESET 2',
    );
    expect(describeErrorKinds({})).toBe('–');
  });
});

describe('inspectResponse', () => {
  const html = `<!doctype html><p>${'shiur '.repeat(500)}</p>`;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ base, close } = await listenLocally((request, response) => {
      const gzip = request.url === '/gzip' && request.headers['accept-encoding'] === 'gzip';
      response.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 'private, no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(html) : html);
    }));
  });
  afterAll(() => close());

  it('measures a compressed body as sent, and its unpacked size', async () => {
    const shape = await inspectResponse(base, '/gzip');
    expect(shape).toMatchObject({ status: 200, cacheControl: 'private, no-store', serverGzip: true, rawBytes: html.length, body: html });
    expect(shape.gzipBytes).toBe(gzipSync(html).length);
  });

  it('gzips a plain body itself, and says the server did not', async () => {
    const shape = await inspectResponse(base, '/plain');
    expect(shape).toMatchObject({ serverGzip: false, rawBytes: html.length });
    expect(shape.gzipBytes).toBeLessThan(html.length / 10);
  });
});
