import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

const fallback = new URL('http://localhost:3000/login');

describe('requestOrigin', () => {
  it('uses the Host header the browser sent', () => {
    expect(requestOrigin(new Headers({ host: '127.0.0.1:3300' }), fallback, false)).toBe(
      'http://127.0.0.1:3300',
    );
    expect(requestOrigin(new Headers({ host: '[::1]:3000' }), fallback, false)).toBe(
      'http://[::1]:3000',
    );
  });

  it('ignores forwarded headers unless the proxy is trusted', () => {
    const headers = new Headers({
      host: 'internal:8080',
      'x-forwarded-host': 'www.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(headers, fallback, false)).toBe('http://internal:8080');
    expect(requestOrigin(headers, fallback, true)).toBe('https://www.example.org');
  });

  it('falls back for a missing or malformed host', () => {
    expect(requestOrigin(new Headers(), fallback, false)).toBe('http://localhost:3000');
    expect(requestOrigin(new Headers({ host: 'evil.example/path' }), fallback, false)).toBe(
      'http://localhost:3000',
    );
    expect(requestOrigin(new Headers({ host: 'a b' }), fallback, false)).toBe(
      'http://localhost:3000',
    );
  });
});
