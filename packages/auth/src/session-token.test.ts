import { describe, expect, it } from 'vitest';
import { readSessionCookie } from './request';
import { looksLikeJwt, newSessionSecret, sessionIdOf } from './session-token';

describe('session secrets', () => {
  it('are random, cookie-safe, and stored only as their SHA-256', async () => {
    const first = await newSessionSecret();
    const second = await newSessionSecret();
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secret).not.toBe(second.secret);
    expect(first.id).not.toBe(first.secret);
    expect(await sessionIdOf(first.secret)).toBe(first.id);
    // The request helpers accept it as the `jwt` cookie's value.
    expect(readSessionCookie(`a=1; jwt=${first.secret}`)).toBe(first.secret);
  });

  it('the SHA-256 is the standard one (a known vector)', async () => {
    expect(await sessionIdOf('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('tells an ID token from a session secret', async () => {
    expect(looksLikeJwt('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(true);
    expect(looksLikeJwt((await newSessionSecret()).secret)).toBe(false);
  });
});
