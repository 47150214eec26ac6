import { expect, test } from '@playwright/test';
import { brokenDatabasePort } from '../playwright.config';
import { shown } from './fixtures';

/**
 * With the database down, a page that needs it answers the spec's error page with HTTP 500 and the
 * server stays up; pages already in the cache (prerendered at build) are still served.
 *
 * The addresses below are visited by no other test: the servers share one build, and a page one
 * server renders into the shared cache would be served by this one too.
 */
test.use({ baseURL: `http://127.0.0.1:${brokenDatabasePort}` });

test('a page that needs the database shows "An error occurred" with status 500', async ({ page, request }) => {
  const errorsBefore = ((await (await request.get('/api/health')).json()) as { errors: { requests: number } }).errors.requests;
  for (const path of ['/p/987654', '/series/987654']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenShiur / Error 500');
    await expect(shown(page.getByText('An error occurred', { exact: true }))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Error 500');
  }
  // Each failure is counted where a monitor (and the fuzz suite, on the main site) can see it.
  const health = (await (await request.get('/api/health')).json()) as { errors: { requests: number } };
  expect(health.errors.requests).toBeGreaterThanOrEqual(errorsBefore + 2);
});

test('pages in the cache are still served while the database is down, and the health check says so', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Topics' })).toBeVisible();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(503);
  expect(await health.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
});

test('GraphQL answers INTERNAL_SERVER_ERROR without leaking the cause', async ({ request }) => {
  const response = await request.post('/api/graphql', { data: { query: '{ allSeries { id } }' } });
  const body = await response.json();
  expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres/);
});

test('a page that fails to load turns the loading bar red', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  // Search results are read per request: a client-side navigation to them ends in the error
  // boundary, which announces the failure.
  const field = page.locator('[data-site-header]').getByRole('combobox', { name: 'Search shiurim, authors and series' });
  await field.fill('berachos');
  await field.press('Enter');
  await expect(bar).toHaveAttribute('data-state', 'failed');
  await expect(bar.locator(':scope > *').first()).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  await expect(shown(page.getByText('An error occurred', { exact: true }))).toBeVisible();
});
