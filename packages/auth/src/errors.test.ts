import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, AuthError, isAuthError } from './errors';

describe('AuthError', () => {
  it('carries its code, a fixed message and the reason', () => {
    const error = new AuthError('TOKEN_INVALID', 'signature verification failed');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AuthError',
      code: 'TOKEN_INVALID',
      reason: 'signature verification failed',
      message: 'The identity token was rejected: signature verification failed',
    });
  });

  it('answers 401 for token problems and 503 when the provider is unreachable', () => {
    const statuses = Object.fromEntries(
      AUTH_ERROR_CODES.map((code) => [code, new AuthError(code).statusCode]),
    );
    expect(statuses).toEqual({
      TOKEN_MISSING: 401,
      TOKEN_MALFORMED: 401,
      TOKEN_EXPIRED: 401,
      TOKEN_INVALID: 401,
      JWKS_UNAVAILABLE: 503,
      SESSION_ENDED: 401,
    });
  });

  it('keeps a cause for server-side logs', () => {
    const cause = new TypeError('fetch failed');
    expect(new AuthError('JWKS_UNAVAILABLE', undefined, { cause }).cause).toBe(cause);
  });

  it('is recognised by isAuthError, optionally by code', () => {
    const error = new AuthError('TOKEN_EXPIRED');
    expect(isAuthError(error)).toBe(true);
    expect(isAuthError(error, 'TOKEN_EXPIRED')).toBe(true);
    expect(isAuthError(error, 'TOKEN_INVALID')).toBe(false);
    expect(isAuthError(new Error('other'))).toBe(false);
  });
});
