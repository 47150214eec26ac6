import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const headers = (value?: string) =>
  new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('takes the address Next recorded for a direct connection', () => {
    expect(clientAddress(headers('127.0.0.1'), false)).toBe('127.0.0.1');
    expect(clientAddress(headers('::1'), false)).toBe('::1');
  });

  it('behind a trusted proxy, takes the entry the proxy appended (the last), not what the client claimed', () => {
    expect(clientAddress(headers('203.0.113.9, 198.51.100.4'), true)).toBe('198.51.100.4');
  });

  it('turns garbage into one shared bucket', () => {
    expect(clientAddress(headers('<script>'), false)).toBe('unknown');
    expect(clientAddress(headers('x'.repeat(500)), true)).toBe('unknown');
    expect(clientAddress(headers(), false)).toBe('unknown');
  });
});
