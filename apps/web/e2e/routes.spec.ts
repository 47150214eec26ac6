import { FOOTER_SERIES_PER_TOPIC } from '../src/features/chrome/topic-columns';
import { expect, graphql, test, visit, shown } from './fixtures';

interface Ids {
  postId: string;
  seriesId: string;
  authorId: string;
  tagId: string;
  tagSlug: string;
  blogId: string;
  eventId: string;
  daf: { masechtaSlug: string; daf: number; postId: string };
}

let ids: Ids;

test.beforeAll(async ({ request }) => {
  const data = await graphql<{
    posts: { edges: { node: { id: string } }[] };
    allSeries: { id: string }[];
    authors: { edges: { node: { id: string } }[] };
    tags: { edges: { node: { id: string; slug: string } }[] };
    blogs: { edges: { node: { id: string } }[] };
    events: { edges: { node: { id: string } }[] };
    dafPosts: { edges: { node: { id: string; learning: { masechtaSlug: string; daf: number } } }[] };
  }>(
    request,
    `{
      posts(first: 1) { edges { node { id } } }
      allSeries(includeEmpty: false) { id }
      authors(first: 1) { edges { node { id } } }
      tags(first: 1) { edges { node { id slug } } }
      blogs(first: 1) { edges { node { id } } }
      events(first: 1, when: ALL) { edges { node { id } } }
      dafPosts: posts(first: 1, filter: { masechta: "Berachos" }) { edges { node { id learning { masechtaSlug daf } } } }
    }`,
  );
  const first = <T,>(list: T[], what: string): T => {
    const item = list[0];
    if (!item) throw new Error(`The demo content has no ${what}`);
    return item;
  };
  const dafPost = first(data.dafPosts.edges, 'Daf Yomi shiur on Berachos').node;
  ids = {
    postId: first(data.posts.edges, 'post').node.id,
    seriesId: first(data.allSeries, 'series').id,
    authorId: first(data.authors.edges, 'author').node.id,
    tagId: first(data.tags.edges, 'tag').node.id,
    tagSlug: first(data.tags.edges, 'tag').node.slug,
    blogId: first(data.blogs.edges, 'blog').node.id,
    eventId: first(data.events.edges, 'event').node.id,
    daf: { masechtaSlug: dafPost.learning.masechtaSlug, daf: dafPost.learning.daf, postId: dafPost.id },
  };
});

/** Every route of the product's route table, with real records for the entity routes. */
const routes: [name: string, path: () => string][] = [
  ['home', () => '/'],
  ['authors', () => '/author'],
  ['authors search', () => '/author?search=sample'],
  ['author', () => `/author/${ids.authorId}`],
  ['blogs', () => '/blogs'],
  ['blog', () => `/blogs/${ids.blogId}`],
  ['calendar', () => '/calendar'],
  ['calendar thank you', () => '/calendar/thankyou'],
  ['channels', () => '/channels'],
  ['connect', () => '/connect'],
  ['daf yomi home', () => '/dafyomi'],
  ['daf', () => `/dafyomi/${ids.daf.masechtaSlug}/${ids.daf.daf}`],
  ['daf item', () => `/dafyomi/${ids.daf.masechtaSlug}/${ids.daf.daf}/${ids.daf.postId}`],
  ['donate', () => '/donate'],
  ['memorial donation', () => '/memorial-donation'],
  ['events', () => '/events'],
  ['event', () => `/events/${ids.eventId}`],
  ['halftime', () => '/halftime'],
  ['logged in', () => '/logged-in'],
  ['logout', () => '/logout'],
  ['newsletters', () => '/newsletters'],
  ['order', () => '/order'],
  ['profile', () => '/profile'],
  ['search', () => '/search?q=daf'],
  ['search by topic', () => '/search?topics=Gemara'],
  ['series list', () => '/series'],
  ['series search', () => '/series?search=a'],
  ['series', () => `/series/${ids.seriesId}`],
  ['shabbos', () => '/shabbos'],
  ['tefillah', () => '/tefillah'],
  ['tishabav', () => '/tishabav'],
  ['tzom gedalia', () => '/tzom-gedalia'],
  ['post list (no id)', () => '/p'],
  ['post', () => `/p/${ids.postId}`],
  ['tag list (no id)', () => '/tag'],
  ['tag by id', () => `/tag/${ids.tagId}`],
  ['tag by slug', () => `/tag/${ids.tagSlug}`],
  ['content page', () => '/about'],
];

for (const [name, path] of routes) {
  test(`${name} answers 200 with a heading`, async ({ page }) => {
    expect(await visit(page, path())).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1').first()).not.toHaveText(/Error \d{3}/);
  });
}

const missing = [
  '/no-such-page-anywhere',
  '/no/such/nested/page',
  '/p/abc',
  '/p/999999999',
  '/p/1/2',
  '/series/0',
  '/series/abc',
  '/author/-1',
  '/author/99999999',
  '/blogs/999999',
  '/events/not-a-number',
  '/tag/NOT_A_SLUG',
  '/tag/no-such-tag-here',
  '/dafyomi/not-a-masechta/2',
  '/dafyomi/berachos/1',
  '/dafyomi/berachos/65',
  '/dafyomi/berachos/2x',
  '/dafyomi/berachos/2/999999999',
  '/Capitalised-Page',
  // Malformed percent-encoding is read literally (serve/malformed-path.mjs), never a bare 500.
  '/p/%ff',
  '/%zz',
  '/series/%E0%A4%A',
  '/dafyomi/berachos/%c0%ae%c0%ae',
  '/author/%D7%90%ff',
];

for (const path of missing) {
  test(`${path} is the spec's 404 page with HTTP 404`, async ({ page }) => {
    expect(await visit(page, path)).toBe(404);
    await expect(page).toHaveTitle('Error 404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenShiur / Error 404');
    await expect(shown(page.getByText('PAGE YOU ARE LOOKING IS NOT FOUND'))).toBeVisible();
    await expect(shown(page.getByText(/The page you are looking for does not exist\. It may have been moved/))).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to Homepage' });
    await expect(home).toHaveAttribute('href', '/');
  });
}

test('a malformed percent-encoding outside the pages is a 404 too, not a 500', async ({ request }) => {
  for (const path of ['/api/%ff', '/api/graphql%zz', '/_next/static/%ff', '/icon.svg%ff', '/login%ff']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('a misspelled masechta redirects to the canonical address', async ({ page }) => {
  expect(await visit(page, '/dafyomi/Berakhot/5')).toBe(200);
  await expect(page).toHaveURL(/\/dafyomi\/berachos\/5$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berachos 5');
});

test('the header and the topic footer show the series from the first render', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2F');
  await expect(page.locator('[data-footer-column="1"]').getByRole('heading')).toHaveText(['Gemara']);
  await expect(page.locator('[data-footer-column="2"]').getByRole('heading')).toHaveText(['Parsha', 'Mishna']);
  // The demo content has more than 12 Gemara series: the footer shows the first few, then "All N".
  const gemara = page.locator('[data-footer-column="1"]');
  await expect(gemara.locator('a[href^="/series/"]')).toHaveCount(FOOTER_SERIES_PER_TOPIC);
  await expect(gemara.getByRole('link', { name: /^All \d+ Gemara series$/ })).toHaveAttribute('href', '/series?topic=Gemara');
});

test('author names with markup render formatted and without scripts', async ({ page, request }) => {
  const data = await graphql<{ authors: { edges: { node: { id: string; name: string } }[] } }>(
    request,
    '{ authors(first: 100) { edges { node { id name } } } }',
  );
  const marked = data.authors.edges.find(({ node }) => /<(em|strong|b|i)>/.test(node.name));
  expect(marked, 'an author whose name holds markup').toBeTruthy();
  expect(data.authors.edges.some(({ node }) => /<script/i.test(node.name))).toBe(false);
  await visit(page, `/author/${marked!.node.id}`);
  await expect(page.locator('h1 em, h1 strong, h1 b, h1 i').first()).toBeVisible();
});

test('robots.txt lets crawlers read the public pages, not sign-in, the account, the studio or the API', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/api/', '/studio', '/profile', '/login', '/signout']) expect(text).toContain(`Disallow: ${path}\n`);
  // Search results say noindex themselves; a crawler must be allowed to fetch them to see it.
  expect(text).not.toContain('Disallow: /search');
});
