/**
 * Page weight: every kind of page's HTML stays within a fixed budget, gzipped as a server would send
 * it. The chrome (the topic menu, the topic footer) and the catalogue lists once inlined every
 * series on every page, so each page grew with the catalogue; they are bounded now, and this keeps
 * them so. This suite runs on the small demo content. The same budget holds with the large seed
 * (1,203 series, 100,600 posts), where each page must also stay within 1.2× of its small-seed
 * weight; that needs a build against a large-seeded database, which is the benchmarks' job
 * (tooling/bench), not this suite's.
 */
import { gzipSync } from 'node:zlib';
import { expect, graphql, test } from './fixtures';

/** The most gzipped HTML a page may weigh, in bytes. */
const PAGE_WEIGHT_BUDGET_BYTES = 60_000;

interface Addresses {
  posts: { edges: { node: { id: string } }[] };
  authors: { edges: { node: { id: string } }[] };
  allSeries: { id: string; topics: string[] }[];
}

/** `topicFooter: false`: a page of the dark frame (Halftime), which has no topic footer. */
let pages: { path: string; status: number; topicFooter?: false }[];

test.beforeAll(async ({ request }) => {
  const data = await graphql<Addresses>(
    request,
    '{ posts(first: 1) { edges { node { id } } } authors(first: 1) { edges { node { id } } } allSeries(includeEmpty: false) { id topics } }',
  );
  pages = [
    { path: '/', status: 200 },
    { path: `/p/${data.posts.edges[0]!.node.id}`, status: 200 },
    { path: `/series/${data.allSeries[0]!.id}`, status: 200 },
    { path: '/series', status: 200 },
    { path: '/series?topic=Gemara', status: 200 },
    { path: '/dafyomi/berachos/2', status: 200 },
    // Today's daf and the cycle's middle daf, each with the first page of its shiurim.
    { path: '/dafyomi', status: 200 },
    { path: '/halftime', status: 200, topicFooter: false },
    { path: '/search?q=shabbos', status: 200 },
    { path: '/author', status: 200 },
    { path: `/author/${data.authors.edges[0]!.node.id}`, status: 200 },
    { path: '/no-such-page-for-the-weight-check', status: 404 },
  ];
});

test('every kind of page weighs at most 60 KB of gzipped HTML', async ({ request }) => {
  const weights: Record<string, number> = {};
  for (const { path, status } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    weights[path] = gzipSync(await response.body(), { level: 9 }).length;
  }
  test.info().annotations.push({ type: 'gzip bytes', description: JSON.stringify(weights) });
  for (const [path, bytes] of Object.entries(weights)) {
    expect(bytes, `${path} gzipped`).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET_BYTES);
  }
});

test('a page carries its frame once: the 404 page is not inside every page', async ({ request }) => {
  // Next writes the root not-found page into the RSC payload of every page. When it drew the whole
  // frame, each page carried a second copy of the topic footer (about 30 KB raw on the large seed).
  // The footer appears twice in a page: once as HTML, once in the RSC payload that hydrates it.
  for (const { path } of pages.filter((page) => page.status === 200 && page.topicFooter !== false)) {
    const html = await (await request.get(path)).text();
    expect(html.match(/data-topic-footer/g)?.length, path).toBe(2);
  }
});

test('an unknown address of several segments is the 404 page inside the frame', async ({ page }) => {
  await page.goto('/no/such/nested/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenShiur / Error 404');
  await expect(page.locator('header[data-site-header]')).toBeVisible();
  await expect(page.locator('[data-topic-footer]')).toBeVisible();
});

test('the topic menu fragment is a cached, public JSON list of one topic', async ({ request }) => {
  const response = await request.get('/api/topics/Gemara/series');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const body = (await response.json()) as { topic: string; series: { id: string; name: string }[] };
  expect(body.topic).toBe('Gemara');
  expect(body.series.length).toBeGreaterThan(12);
  expect((await request.get('/api/topics/Kabbalah/series')).status()).toBe(404);
});
