import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSecurityHeaders, parseFrameAncestors } from './security-headers.mjs';

function headersFor(options: Parameters<typeof createSecurityHeaders>[0], requestHeaders: Record<string, string> = {}) {
  const set: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as ServerResponse;
  createSecurityHeaders(options)({ headers: requestHeaders, socket: {} } as unknown as IncomingMessage, response);
  return set;
}

describe('createSecurityHeaders', () => {
  it('sets the policy, no sniffing, the referrer policy and the features, and no HSTS over HTTP', () => {
    const headers = headersFor({ frameAncestors: "'none'", siteUrl: undefined, trustProxy: false });
    expect(headers).toEqual({
      'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
    });
  });

  it('sends HSTS when the site is HTTPS, or a trusted proxy says the request was', () => {
    expect(headersFor({ frameAncestors: "'none'", siteUrl: 'https://openshiur.example', trustProxy: false })['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(headersFor({ frameAncestors: "'none'", siteUrl: undefined, trustProxy: true }, { 'x-forwarded-proto': 'https' })['strict-transport-security']).toBeDefined();
    // Not from a client's own claim.
    expect(headersFor({ frameAncestors: "'none'", siteUrl: undefined, trustProxy: false }, { 'x-forwarded-proto': 'https' })['strict-transport-security']).toBeUndefined();
  });

  it('lets the configured origins frame the site', () => {
    const headers = headersFor({ frameAncestors: "'self' https://partner.example", siteUrl: undefined, trustProxy: false });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self' https://partner.example;");
    expect(headers['x-frame-options']).toBeUndefined();
  });
});

describe('parseFrameAncestors', () => {
  it("reads nothing as 'none', and keywords and origins as given", () => {
    expect(parseFrameAncestors(undefined)).toBe("'none'");
    expect(parseFrameAncestors('  ')).toBe("'none'");
    expect(parseFrameAncestors("'self'   https://a.example https://*.b.example:8443")).toBe("'self' https://a.example https://*.b.example:8443");
  });

  it('refuses anything that is not a source, so a typo cannot open or break the policy', () => {
    for (const value of ['self', 'https://a.example/path', "https://a.example; script-src *", 'javascript:', "'none' https://a.example", '*'])
      expect(() => parseFrameAncestors(value), value).toThrow(/FRAME_ANCESTORS/);
  });
});
