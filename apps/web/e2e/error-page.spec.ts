import { expect, test } from '@playwright/test';
import { brokenDatabasePort } from '../playwright.config';

/** With the database down, pages answer the spec's error page with HTTP 500, and the server stays up. */
test.use({ baseURL: `http://127.0.0.1:${brokenDatabasePort}` });

test('a server error shows "An error occurred" with status 500', async ({ page }) => {
  for (const path of ['/', '/series', '/p/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenShiur / Error 500');
    await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Error 500');
  }
});

test('GraphQL answers INTERNAL_SERVER_ERROR without leaking the cause', async ({ request }) => {
  const response = await request.post('/api/graphql', { data: { query: '{ allSeries { id } }' } });
  const body = await response.json();
  expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres/);
});

test('a page that fails to load turns the loading bar red', async ({ page }) => {
  await page.goto('/p/1');
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
  const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  // The home page fails too (its frame needs the database): a client-side navigation to it ends
  // in the error boundary, which announces the failure.
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(bar).toHaveAttribute('data-state', 'failed');
  await expect(bar.locator(':scope > *').first()).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  await expect(page).toHaveURL(/\/$/);
});
