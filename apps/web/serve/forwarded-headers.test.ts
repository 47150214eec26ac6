import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { settleForwardedHeaders } from './forwarded-headers.mjs';

const request = (headers: Record<string, string>, socket: { remoteAddress?: string } = { remoteAddress: '192.0.2.7' }) =>
  ({ headers: { ...headers }, socket }) as unknown as IncomingMessage;

const claimed = {
  'x-forwarded-for': '203.0.113.5, 198.51.100.1',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  host: 'openshiur.example',
};

describe('settleForwardedHeaders', () => {
  it('without a trusted proxy, puts the socket address in X-Forwarded-For and drops the forwarded host and protocol', () => {
    const incoming = request(claimed);
    settleForwardedHeaders(incoming, false);
    expect(incoming.headers).toEqual({ 'x-forwarded-for': '192.0.2.7', host: 'openshiur.example' });
  });

  it('gives a request without any such header the socket address too', () => {
    const incoming = request({});
    settleForwardedHeaders(incoming, false);
    expect(incoming.headers['x-forwarded-for']).toBe('192.0.2.7');
  });

  it('drops the claim when the socket has no address (it has closed)', () => {
    const incoming = request(claimed, {});
    settleForwardedHeaders(incoming, false);
    expect(incoming.headers['x-forwarded-for']).toBeUndefined();
  });

  it('behind a trusted proxy, leaves what the proxy wrote', () => {
    const incoming = request(claimed);
    settleForwardedHeaders(incoming, true);
    expect(incoming.headers).toEqual(claimed);
  });
});
