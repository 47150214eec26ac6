import type { APIResponse } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
/** A page's script policy (serve/script-policy.mjs): its own files, the test build's outside scripts, its inline scripts' hashes. */
const PAGE_POLICY =
  /^frame-ancestors 'none'; base-uri 'self'; object-src 'none'; script-src 'self' https:\/\/analytics\.openshiur\.example https:\/\/ads\.openshiur\.example( 'sha256-[A-Za-z0-9+/]{43}=')+; worker-src 'self' blob:; report-uri \/api\/csp-report$/;

/**
 * Every response carries the security headers (serve/security-headers.mjs), whoever answered it:
 * the response cache, a spliced signed-in view, a per-request render, the API, a 404, a file.
 * Pages carry their script policy as well; other answers run no script.
 */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  if ((headers['content-type'] ?? '').startsWith('text/html')) expect(headers['content-security-policy'], what).toMatch(PAGE_POLICY);
  else expect(headers['content-security-policy'], what).toBe(BASE_POLICY);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // The test site is plain HTTP without SITE_URL: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('every kind of response carries the security headers', async ({ request, page }) => {
  const first = await request.get('/series');
  const kept = await request.get('/series');
  expect(kept.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  // Worked out once, when the page was rendered, and kept with it.
  expect(kept.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  for (const [what, response] of [
    ['a page rendered for the cache', first],
    ['a page from the response cache', kept],
    ['a 404', await request.get('/no-such-page-anywhere')],
    ['a malformed address', await request.get('/p/%ff')],
    ['the GraphQL API', await request.get('/api/graphql?query=%7B__typename%7D')],
    ['a file', await request.get('/robots.txt')],
  ] as const) {
    expectSecurityHeaders(response, what);
  }
  await signIn(page);
  // Spliced once a fresh shared page is kept (other tests' saves expire them all).
  await expect(async () => {
    const signedIn = await page.request.get('/series');
    expect(signedIn.headers()['x-openshiur-viewer']).toBe('spliced');
    expectSecurityHeaders(signedIn, 'a signed-in view');
  }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
  expectSecurityHeaders(await page.request.get('/profile'), 'a per-request page');
});
