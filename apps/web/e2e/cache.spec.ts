import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { cacheSitePort, revalidateSecret } from '../playwright.config';
import { expect, graphql, submitProviderLogin, expectBackAt, test } from './fixtures';

/**
 * Pages are served from Next's cache: a repeat visit reads nothing from the database, a signed-in
 * visit still reads no content (only the viewer's own parts are per request), and a content change
 * reported to POST /api/revalidate refreshes exactly the pages that show the changed record.
 * Runs on a site of its own, so the database-read count sees only this file's requests.
 */
test.use({ baseURL: `http://127.0.0.1:${cacheSitePort}` });
test.describe.configure({ mode: 'serial' });

async function contentReads(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cache: { contentReads: number } }).cache.contentReads;
}

async function twoSeriesIds(request: APIRequestContext): Promise<[string, string]> {
  const { allSeries } = await graphql<{ allSeries: { id: string }[] }>(request, '{ allSeries { id } }');
  return [allSeries[0]!.id, allSeries[1]!.id];
}

function revalidate(request: APIRequestContext, body: unknown, secret: string | undefined = revalidateSecret) {
  return request.post('/api/revalidate', {
    data: body,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
}

test('a repeat visit to a content page reads nothing from the database', async ({ request }) => {
  const [first] = await twoSeriesIds(request);
  for (const path of ['/', `/series/${first}`]) {
    expect((await request.get(path)).status()).toBe(200); // the first visit may render
    const before = await contentReads(request);
    const again = await request.get(path);
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('<h1');
    expect(await contentReads(request), path).toBe(before);
  }
});

test.describe('signed in', () => {
  // The prefetches this test turns away are logged by the browser as failed loads.
  test.use({ tolerated: /Failed to load resource: net::ERR_FAILED/ });

  test('a signed-in visitor gets the cached page with their own parts streamed in', async ({ page, request }) => {
    const [first] = await twoSeriesIds(request);
    // Links in view prefetch their pages, and a first render of one reads content whenever the
    // browser gets round to it (on a busy machine, after any wait for a quiet network). This test is
    // about the page itself and the viewer's parts, so prefetches are turned away.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
    );
    await request.get(`/series/${first}`);
    await page.goto(`/series/${first}`);
    await page.locator('[data-site-header]').getByRole('link', { name: 'Login' }).click();
    await submitProviderLogin(page);
    await expectBackAt(page, `/series/${first}`);
    await page.waitForLoadState('networkidle');
    const before = await contentReads(request);
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', /true|false/);
    await page.waitForLoadState('networkidle');
    expect(await contentReads(request)).toBe(before);
  });
});

test('POST /api/revalidate refuses a missing or wrong secret and a malformed report, expiring nothing', async ({ request }) => {
  const [first] = await twoSeriesIds(request);
  await request.get(`/series/${first}`);
  const before = await contentReads(request);
  const report = { changes: [{ type: 'series', id: Number(first), change: 'updated' }] };
  expect((await revalidate(request, report, '')).status()).toBe(401);
  expect((await revalidate(request, report, 'x'.repeat(40))).status()).toBe(401);
  const bad = await revalidate(request, { changes: [{ type: 'series', id: 'a b', change: 'renamed' }] });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).details.length).toBeGreaterThan(0);
  await request.get(`/series/${first}`);
  expect(await contentReads(request)).toBe(before);
});

test('a reported change refreshes the pages showing that record, and only those', async ({ request }) => {
  const [first, second] = await twoSeriesIds(request);
  const { series } = await graphql<{ series: { posts: { edges: { node: { id: string } }[] } } }>(
    request,
    'query ($id: ID!) { series(id: $id) { posts(first: 1) { edges { node { id } } } } }',
    { id: first },
  );
  const post = series.posts.edges[0]!.node.id;
  await request.get(`/series/${first}`);
  await request.get(`/series/${second}`);
  const response = await revalidate(request, { changes: [{ type: 'post', id: Number(post), change: 'updated' }] });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ expired: expect.arrayContaining([`Post:${post}`]), search: 'synced' });

  const before = await contentReads(request);
  await request.get(`/series/${second}`);
  expect(await contentReads(request), 'a series without that post stays cached').toBe(before);
  await request.get(`/series/${first}`);
  expect(await contentReads(request), 'the series showing the post is read again').toBeGreaterThan(before);
  const after = await contentReads(request);
  await request.get(`/series/${first}`);
  expect(await contentReads(request), 'and cached again').toBe(after);
});

test('the response cache in front of Next answers repeat anonymous views, and lets go at a revalidation', async ({ request }) => {
  const [, second] = await twoSeriesIds(request);
  const path = `/series/${second}`;
  const answeredByResponseCache = async (headers: Record<string, string> = {}) => {
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(200);
    // Only the response cache (server.mjs) sends Age: it says how long ago Next made the page.
    return response.headers()['age'] !== undefined;
  };
  await request.get(path);
  expect(await answeredByResponseCache(), 'a repeat anonymous view').toBe(true);
  expect(await answeredByResponseCache({ cookie: 'jwt=not-a-session' }), 'a request with the session cookie').toBe(false);
  expect(await answeredByResponseCache({ 'accept-encoding': 'identity' }), 'a client without gzip').toBe(false);

  const report = await revalidate(request, { changes: [{ type: 'series', id: Number(second), change: 'updated' }] });
  expect(report.status()).toBe(200);
  const before = await contentReads(request);
  expect(await answeredByResponseCache(), 'the first view after a revalidation').toBe(false);
  expect(await contentReads(request), 'Next rendered the page again').toBeGreaterThan(before);
  expect(await answeredByResponseCache(), 'and the response cache keeps the new page').toBe(true);
});

test("the search dropdown's suggestions are kept like pages: repeat keys skip Next, a no-cache key and a revalidation do not", async ({
  request,
}) => {
  // A text no other test of this site types, so the first answer is Next's.
  const path = `/api/search/suggest?q=${encodeURIComponent('shiur')}`;
  const ask = async (headers: Record<string, string> = {}) => {
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage=30');
    const body = (await response.json()) as { query: string };
    expect(body.query).toBe('shiur');
    return response.headers()['age'] !== undefined;
  };
  await ask();
  expect(await ask(), 'a repeat key').toBe(true);
  expect(await ask({ 'cache-control': 'no-cache' }), 'a key asked with no-cache').toBe(false);
  expect(await ask({ cookie: 'jwt=not-a-session' }), 'a request with the session cookie').toBe(false);
  const [first] = await twoSeriesIds(request);
  const report = await revalidate(request, { changes: [{ type: 'series', id: Number(first), change: 'updated' }] });
  expect(report.status()).toBe(200);
  expect(await ask(), 'the first key after a revalidation').toBe(false);
  expect(await ask(), 'and kept again').toBe(true);
});

/** Every file under the build's server folder, where Next's own page cache writes what it renders. */
function serverFiles(): number {
  const folder = fileURLToPath(new URL('../.next/server', import.meta.url));
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

test('an unknown address answers 404 and leaves nothing behind on disk', async ({ request }) => {
  const before = serverFiles();
  for (const path of ['/series/999999', '/p/999999', '/author/999999', '/tag/no-such-tag-anywhere']) {
    expect((await request.get(path)).status(), path).toBe(404);
    expect((await request.get(path)).status(), `${path} again`).toBe(404);
  }
  const [first] = await twoSeriesIds(request);
  expect((await request.get(`/series/${first}`)).status()).toBe(200);
  // The page cache (cache-handlers/isr-cache-handler.mjs) keeps pages in memory, 404s not at all.
  expect(serverFiles()).toBe(before);
});
