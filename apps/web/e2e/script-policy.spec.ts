import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from './fixtures';

/**
 * The script policy (serve/script-policy.mjs) on the running site: pages run whole under it,
 * whichever way they were answered, and what they did not come with is refused and reported. Every
 * other spec checks the first part too: a refused script is a console error, and the fixtures fail
 * a test on any (fixtures.ts). site-crawl.spec.ts checks every route's inline scripts are named.
 */

async function reportsSoFar(request: APIRequestContext): Promise<number> {
  const health = (await (await request.get('/api/health')).json()) as { csp: { reports: number } };
  return health.csp.reports;
}

/** Records what the policy refuses on every page of the context, before any of the page's scripts run. */
async function watchRefusals(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refused: string[] }).refused = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { refused: string[] }).refused);
}

test.describe('the script policy', () => {
  test.use({ tolerated: /Content Security Policy|evil\.example/ });

  test('refuses a script the page did not come with, an inline handler and a foreign host, and the browser reports each', async ({
    page,
    request,
  }) => {
    const before = await reportsSoFar(request);
    await page.goto('/series');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      const state = window as unknown as { injected?: boolean; handler?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.body.append(inline);
      const picture = document.createElement('img');
      picture.setAttribute('onerror', 'window.handler = true');
      picture.src = '/no-such-picture.png';
      document.body.append(picture);
      const foreign = document.createElement('script');
      foreign.src = 'https://evil.example/steal.js';
      document.body.append(foreign);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return {
        injected: state.injected ?? false,
        handler: state.handler ?? false,
        seen: seen.sort(),
      };
    });
    expect(outcome).toEqual({
      injected: false,
      handler: false,
      seen: [
        'script-src-attr inline',
        'script-src-elem https://evil.example/steal.js',
        'script-src-elem inline',
      ],
    });
    // Each report reached /api/csp-report (GET /api/health counts them).
    await expect
      .poll(() => reportsSoFar(request), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before + 3);
  });

  test('pages run whole under it: streamed, kept, spliced for a signed-in visitor, rendered per request', async ({
    browser,
    request,
  }) => {
    // A context without the fixtures' routes: with routes, Chromium asks for every page afresh
    // (no-cache), which the server renders per request instead of splicing the kept page.
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused = await watchRefusals(page);
    try {
      // A search streams its results into the prerendered page (React's streaming runtime).
      await page.goto('/search?q=sample');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The header's search box suggests as one types (the page hydrated).
      await page
        .locator('[data-site-header]')
        .getByRole('combobox', { name: 'Search shiurim, authors and series' })
        .fill('sha');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
      await signIn(page, { account: DEMO_ADMIN });
      // The shared page, kept, with the viewer spliced in: its account menu opens (the page hydrated).
      await expect(async () => {
        await request.get('/series');
        const view = await page.goto('/series');
        expect(view?.headers()['x-openshiur-viewer']).toBe('spliced');
      }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(
        page.getByRole('link', { name: 'Profile' }).locator('visible=true').first(),
      ).toBeVisible();
      // Rendered per request: the profile, and the studio.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/studio');
      await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
      expect(await refused()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('/api/csp-report takes browser reports and nothing else', async ({ request }) => {
  const post = async (body: string, type = 'application/csp-report') =>
    (await request.post('/api/csp-report', { data: body, headers: { 'content-type': type } })).status();
  const report = {
    'csp-report': { 'document-uri': 'http://site.test/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', disposition: 'enforce' },
  };
  expect(await post(JSON.stringify(report))).toBe(204);
  const batch = [
    {
      type: 'csp-violation',
      url: 'http://site.test/',
      body: { documentURL: 'http://site.test/', effectiveDirective: 'worker-src', blockedURL: 'blob', disposition: 'enforce' },
    },
  ];
  expect(await post(JSON.stringify(batch), 'application/reports+json')).toBe(204);
  expect(await post('not a report')).toBe(400);
  expect(await post('x'.repeat(70 * 1024))).toBe(413);
});
