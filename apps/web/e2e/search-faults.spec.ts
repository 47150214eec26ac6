import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchFaultPort as sitePort } from '../playwright.shared-cache.config';
import { expect, test } from './fixtures';
import { startSite, waitUntilHealthy, type SiteProcess } from './support/site-process';

/**
 * Algolia cannot be reached, as visitors meet it: a site configured for Algolia whose application
 * does not resolve (as during an outage, or with the network to it down). The results page and the
 * dropdown answer from the built-in engine over the site's own database; the server says once in
 * its log that it switched. Runs after the main suite (playwright.shared-cache.config.ts).
 */
test.describe.configure({ mode: 'serial' });
// The browser's own requests to Algolia fail: that is the fault under test.
test.use({ tolerated: /ERR_NAME_NOT_RESOLVED|Failed to load resource/ });

const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-search-faults-'));
let site: SiteProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = startSite(sitePort, {
    DATABASE_URL: '',
    PGLITE_DIR: join(dataDir, 'pglite'),
    AUTH_DATA_DIR: join(dataDir, 'auth'),
    MAIL_DIR: join(dataDir, 'mail'),
    OIDC_ISSUER: '',
    EMBEDDED_OIDC_ISSUER: `http://127.0.0.1:${sitePort + 1}`,
    REDIS_URL: '',
    JOB_RUNNER_INTERVAL_SECONDS: '0',
    // An application that does not exist: every Algolia host fails to resolve.
    ALGOLIA_APP_ID: 'OPENSHIURFAULTTEST',
    ALGOLIA_SEARCH_API_KEY: 'sample-search-only-key',
    ALGOLIA_ADMIN_API_KEY: 'sample-admin-key',
  });
  await waitUntilHealthy(site);
});

test.afterAll(async () => {
  await site?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${sitePort}` });

test('the results page and the dropdown answer from the built-in engine while Algolia cannot be reached', async ({ page, request }) => {
  const started = Date.now();
  await page.goto('/search?q=berachos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “berachos”');
  await expect(page.locator('#results-heading')).toHaveText(/^(?:About )?[1-9][\d,]* shiurim?$/);
  expect(Date.now() - started).toBeLessThan(15_000);

  const suggestions = await request.get('/api/search/suggest?q=bera');
  expect(suggestions.status()).toBe(200);
  const body = (await suggestions.json()) as { posts: { hits: unknown[] } };
  expect(body.posts.hits.length).toBeGreaterThan(0);

  // The browser asks Algolia first, fails, and the site's endpoint answers the dropdown.
  const askedSite = page.waitForRequest(/\/api\/search\/suggest\?q=/);
  const field = page.locator('[data-site-header]').getByRole('combobox', { name: 'Search shiurim, authors and series' });
  await field.click();
  await field.pressSequentially('bera', { delay: 60 });
  await askedSite;
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Posts' }).locator('[data-option="hit"]').first()).toBeVisible();

  expect(site!.output.join('')).toContain('[search] Algolia failed');
});
