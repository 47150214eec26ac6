import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieString,
  consentFromCookieHeader,
  hasConsent,
  parseConsent,
  serializeConsent,
  type ConsentDecision,
} from './consent';

const decision: ConsentDecision = {
  analytics: true,
  ads: false,
  decidedAt: '2025-03-01T12:00:00.000Z',
  version: 1,
};

describe('consent cookie', () => {
  it('round-trips a decision', () => {
    expect(parseConsent(serializeConsent(decision))).toEqual(decision);
    const other = { ...decision, analytics: false, ads: true };
    expect(parseConsent(serializeConsent(other))).toEqual(other);
  });

  it('uses only cookie-safe characters', () => {
    expect(serializeConsent(decision)).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
  });

  it('reads a URL-encoded value', () => {
    expect(parseConsent(encodeURIComponent(serializeConsent(decision)))).toEqual(decision);
  });

  it.each([
    undefined,
    '',
    'garbage',
    '%E0%A4%A',
    '{"analytics":true}',
    'v:2|analytics:1|ads:0|at:2025-03-01T12:00:00.000Z',
    'v:1|analytics:yes|ads:0|at:2025-03-01T12:00:00.000Z',
    'v:1|analytics:1|ads:0',
    'v:1|analytics:1|ads:0|at:not-a-date',
    'v:1|analytics:1|ads:0|at:2025-03-01|',
    'x'.repeat(5000),
  ])('returns null for %j', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('never throws on odd input', () => {
    expect(parseConsent(42 as unknown as string)).toBeNull();
    expect(parseConsent(null as unknown as string)).toBeNull();
  });

  it('finds the cookie in a Cookie header', () => {
    const header = `a=1; ${CONSENT_COOKIE}=${serializeConsent(decision)}; b=2`;
    expect(consentFromCookieHeader(header)).toEqual(decision);
    expect(consentFromCookieHeader('a=1; b')).toBeNull();
    expect(consentFromCookieHeader(undefined)).toBeNull();
  });

  it('builds the cookie string with its attributes', () => {
    const cookie = consentCookieString(decision);
    expect(cookie).toContain(`${CONSENT_COOKIE}=${serializeConsent(decision)}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(consentCookieString(decision, { secure: true })).toMatch(/; Secure$/);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(15_552_000);
  });

  it('answers per category', () => {
    expect(hasConsent(decision, 'analytics')).toBe(true);
    expect(hasConsent(decision, 'ads')).toBe(false);
    expect(hasConsent(null, 'analytics')).toBe(false);
  });
});
