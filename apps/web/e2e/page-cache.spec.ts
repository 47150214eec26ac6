import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { expect, graphql, signIn, test } from './fixtures';

/**
 * The full-page cache (src/proxy.ts, lib/page-view.ts): an anonymous visit gets a prerendered page
 * that any shared cache may keep; a visit with a session gets a per-request render that no cache
 * may keep; and the two never get each other's page.
 */

async function firstSeriesId(request: APIRequestContext): Promise<string> {
  const { allSeries } = await graphql<{ allSeries: { id: string }[] }>(request, '{ allSeries { id } }');
  return allSeries[0]!.id;
}

function expectSharedCacheable(response: APIResponse, path: string) {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toMatch(/^public\b/);
  expect(cacheControl, path).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl, path).toMatch(/\bstale-while-revalidate=\d+/);
  expect(cacheControl, path).toMatch(/\bstale-if-error=\d+/);
  // A fully prerendered page: nothing of it is rendered for this request.
  expect(response.headers()['x-nextjs-postponed'], path).toBeUndefined();
}

function expectPrivate(response: APIResponse, path: string) {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toContain('private');
  expect(cacheControl, path).toContain('no-store');
  expect(cacheControl, path).not.toMatch(/\bpublic\b|s-maxage/);
}

test('anonymous pages are served whole from the page cache, with a public Cache-Control', async ({ request }) => {
  const seriesId = await firstSeriesId(request);
  for (const path of ['/', `/series/${seriesId}`, '/series', '/dafyomi', '/search?q=daf', `/series?search=a`]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expectSharedCacheable(first, path);
    // Asked again, it comes from the cache. Tests running beside this one save content, and a
    // save expires the pages showing it (dafyomi lists today's dedication): the next request then
    // renders afresh (MISS) and caches it again, so a MISS right after one is tried again.
    await expect(async () => {
      const again = await request.get(path);
      expectSharedCacheable(again, path);
      expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    }).toPass({ intervals: [0, 250, 500], timeout: 15_000 });
  }
});

test('a cached page carries an ETag of its content, and a cache that holds it gets a 304', async ({ request }) => {
  const first = await request.get('/');
  const etag = first.headers()['etag'] ?? '';
  // SHA-1 in base64url, then the length in base 36: hashed by node:crypto (patches/next@16.4.6.patch),
  // not by the JavaScript FNV-1a Next uses, which costs an eighth of serving a cached page.
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}[0-9a-z]+"$/);
  expect((await request.get('/')).headers()['etag']).toBe(etag);
  const revalidated = await request.get('/', { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
  const other = await request.get('/series');
  expect(other.headers()['etag']).not.toBe(etag);
});

test('search parameters a page reads make their own cached page; others share one', async ({ request }) => {
  const found = await request.get('/search?q=daf');
  const tracked = await request.get('/search?utm_source=newsletter&q=daf');
  expect(tracked.status()).toBe(200);
  expectSharedCacheable(tracked, 'tracked');
  expect(tracked.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title(await tracked.text())).toBe(title(await found.text()));
  expect(title(await found.text())).toContain('daf');
  const other = await request.get('/search?q=mishna');
  expect(title(await other.text())).toContain('mishna');
});

test('the renders behind the proxy cannot be asked for by address', async ({ request }) => {
  for (const path of ['/a/series', '/r/series', '/a', `/a.${Buffer.from('q=x').toString('base64url')}/search`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('a signed-in visitor gets a per-request page that no cache keeps, and never the anonymous one', async ({
  page,
  browser,
}) => {
  const seriesId = await firstSeriesId(page.request);
  const path = `/series/${seriesId}`;
  // Make sure the anonymous page is in the cache before the signed-in visit.
  const anonymousFirst = await page.request.get(path);
  expectSharedCacheable(anonymousFirst, path);
  await signIn(page, { returnTo: path });

  const signedIn = await page.request.get(path);
  expect(signedIn.status()).toBe(200);
  expectPrivate(signedIn, path);
  expect(await signedIn.text()).toContain('Account menu for');

  // The signed-in render never reaches an anonymous visitor: the next anonymous visit is the
  // cached anonymous page, with the Login link and no account menu.
  const anonymous = await browser.newContext();
  try {
    const response = await anonymous.request.get(`${new URL(page.url()).origin}${path}`);
    expectSharedCacheable(response, path);
    const html = await response.text();
    expect(html).not.toContain('Account menu for');
    expect(html).toContain('>Login<');
  } finally {
    await anonymous.close();
  }

  // And the visitor's own browser, reloading, still sees the account menu.
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});

/**
 * A browser of the signed-in visitor's own that asks as browsers do: the test's page routes
 * requests, and a browser whose requests are routed sends `Cache-Control: no-cache` with each one,
 * which always goes to Next. Fails the test on any console error or page error (a hydration
 * mismatch among them).
 */
async function viewerBrowser(browser: Browser, signedIn: Page, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  await context.addCookies(await signedIn.context().cookies());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

test.describe('signed-in views of shared pages', () => {
  test('are the shared page with the viewer spliced in: the avatar before scripts, the menu after, nothing kept', async ({
    page,
    browser,
  }) => {
    const seriesId = await firstSeriesId(page.request);
    const path = `/series/${seriesId}`;
    await signIn(page, { returnTo: path });
    const origin = new URL(page.url()).origin;

    // The server's answer: the page every visitor shares, with this viewer in it, for this visitor only.
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-openshiur-viewer']).toBe('spliced');
    expectPrivate(response, path);
    expect(response.headers()['etag']).toBeUndefined();
    const html = await response.text();
    expect(html).toMatch(/<body [^>]*data-viewer="[^"]*reader@example\.org/);
    expect(html).toMatch(/<a href="\/profile" data-viewer-slot="menu" data-viewer-avatar="" aria-label="Account menu for [^"]+">/);
    expect(html).not.toContain('data-viewer-slot="menu">Login</a>');

    // In a browser the page hydrates without a mismatch, and the account menu takes the avatar
    // link's place.
    const viewer = await viewerBrowser(browser, page);
    try {
      const visit = await viewer.page.goto(`${origin}${path}`);
      expect(visit?.headers()['x-openshiur-viewer']).toBe('spliced');
      const menu = viewer.page.getByRole('button', { name: /Account menu for/ });
      await expect(menu).toBeVisible();
      await expect(viewer.page.locator('[data-viewer-avatar]')).toHaveCount(0);
      await expect(viewer.page.locator('[data-site-header]').getByRole('link', { name: 'Login' })).toHaveCount(0);
      await menu.click();
      await viewer.page.getByRole('link', { name: 'Profile' }).click();
      await expect(viewer.page).toHaveURL(/\/profile$/);
      await expect(viewer.page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(viewer.problems).toEqual([]);
    } finally {
      await viewer.close();
    }

    // The kept page stays every visitor's: an anonymous visit gets the Login link, no viewer.
    const anonymous = await browser.newContext();
    try {
      const shared = await anonymous.request.get(`${origin}${path}`);
      expectSharedCacheable(shared, path);
      const sharedHtml = await shared.text();
      expect(sharedHtml).not.toContain('data-viewer="');
      expect(sharedHtml).not.toContain('Account menu for');
      expect(sharedHtml).toContain('data-viewer-slot="menu">Login</a>');
    } finally {
      await anonymous.close();
    }
  });

  test('GET /api/viewer answers the session’s viewer, null without one or for a forged one, and is never stored', async ({ page, request }) => {
    const anonymous = await request.get('/api/viewer');
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['cache-control']).toBe('private, no-store');
    expect(await anonymous.json()).toEqual({ viewer: null });
    // A cookie that names no live session (here a forged token): the server will have the browser forget it.
    const forged = await request.get('/api/viewer', { headers: { cookie: 'jwt=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(await forged.json()).toEqual({ viewer: null, sessionEnded: true });
    await signIn(page);
    const { viewer } = (await (await page.request.get('/api/viewer')).json()) as { viewer: Record<string, unknown> };
    expect(viewer).toMatchObject({ email: 'reader@example.org', initials: expect.stringMatching(/^\p{Lu}{1,2}$/u), label: expect.stringMatching(/^Account menu for /) });
    expect(Array.isArray(viewer.subscribedSeriesIds)).toBe(true);
  });

  test('work without scripts: the avatar links to the profile', async ({ page, browser }) => {
    await signIn(page);
    const origin = new URL(page.url()).origin;
    const viewer = await viewerBrowser(browser, page, { javaScriptEnabled: false });
    try {
      // Other tests' saves expire every shared page; until a fresh one is kept again, a signed-in
      // view is rendered per request, as before the splice.
      await expect(async () => {
        const visit = await viewer.page.goto(`${origin}/series`);
        expect(visit?.headers()['x-openshiur-viewer']).toBe('spliced');
      }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
      const avatar = viewer.page.getByRole('link', { name: /Account menu for/ });
      await expect(avatar).toBeVisible();
      await expect(avatar).toHaveAttribute('href', '/profile');
      await avatar.click();
      await expect(viewer.page).toHaveURL(/\/profile$/);
    } finally {
      await viewer.close();
    }
  });

  test("start the subscribe button from the viewer's record, and follow a sign-out at once", async ({ page, browser }) => {
    const seriesId = await firstSeriesId(page.request);
    const path = `/series/${seriesId}`;
    await signIn(page, { returnTo: path });
    const origin = new URL(page.url()).origin;
    const button = page.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    try {
      // The change expires the shared page, and the first anonymous answers after it are stale
      // copies, which are not kept: until a fresh one is, signed-in views are rendered per request.
      await expect(async () => {
        expect((await page.request.get(path)).headers()['x-openshiur-viewer']).toBe('spliced');
      }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
      // Then a visit is a spliced page, and the record says the viewer follows the series.
      const viewer = await viewerBrowser(browser, page);
      try {
        const visit = await viewer.page.goto(`${origin}${path}`);
        expect(visit?.headers()['x-openshiur-viewer']).toBe('spliced');
        await expect(viewer.page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'true');
        expect(viewer.problems).toEqual([]);
      } finally {
        await viewer.close();
      }
    } finally {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
    const after = await page.request.get(path);
    expect(after.headers()['x-openshiur-viewer']).toBeUndefined();
    expect(await after.text()).not.toContain('Account menu for');
  });
});
