import { describe, expect, it } from 'vitest';
import { readBoundedBody } from './request-guards';

const readBoundedText = async (request: Request, maxBytes: number) =>
  (await readBoundedBody(request, maxBytes))?.toString('utf8') ?? null;

/** A request whose body arrives in chunks without a Content-Length, as a chunked upload does. */
function chunkedRequest(parts: string[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  return new Request('http://site.test/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBoundedBody', () => {
  it('reads a body within the limit', async () => {
    expect(
      await readBoundedText(
        new Request('http://site.test/x', { method: 'POST', body: 'שלום' }),
        100,
      ),
    ).toBe('שלום');
    expect(await readBoundedText(chunkedRequest(['ab', 'cd']), 4)).toBe('abcd');
  });

  it('refuses a declared length over the limit without reading it', async () => {
    const request = new Request('http://site.test/x', {
      method: 'POST',
      body: 'x'.repeat(50),
      headers: { 'content-length': '50' },
    });
    expect(await readBoundedText(request, 10)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    expect(await readBoundedText(chunkedRequest(['12345', '67890', 'more']), 8)).toBeNull();
  });

  it('reads a request without a body as empty', async () => {
    expect(await readBoundedText(new Request('http://site.test/x', { method: 'POST' }), 10)).toBe(
      '',
    );
  });
});
