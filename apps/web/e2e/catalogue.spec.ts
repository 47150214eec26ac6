import type { Page } from '@playwright/test';
import { bavliMasechtot } from '@openshiur/reference-data';
import { decideConsent, expect, graphql, test, visit, shown, expectNoAxeViolations } from './fixtures';

/** Series, author, tag and content pages, the browse lists and the podcast feeds, on the demo content. */

interface SeriesFacts {
  id: string;
  name: string;
  orderOption: string;
  postCount: number;
  /** Whether the series' shiurim are on a daf (a Gemara iyun series is numbered by episode, yet on dapim). */
  onDaf: boolean;
}

let series: SeriesFacts[];

test.beforeAll(async ({ request }) => {
  const data = await graphql<{ seriesList: { edges: { node: Omit<SeriesFacts, 'onDaf'> & { topics: string[] } }[] } }>(
    request,
    '{ seriesList(first: 100) { edges { node { id name orderOption postCount topics } } } }',
  );
  // In the demo content every Gemara series is on dapim, and only they are.
  series = data.seriesList.edges.map(({ node }) => ({ ...node, onDaf: node.topics.includes('Gemara') }));
});

test.beforeEach(async ({ page, baseURL }) => decideConsent(page.context(), baseURL!));

/** The demo series that best fits: the largest with this order (and, when asked, on dapim or not). */
function pickSeries(orderOption: string, options: { withDaf?: boolean } = {}): SeriesFacts {
  const candidates = series
    .filter((entry) => entry.orderOption === orderOption)
    .filter((entry) => options.withDaf === undefined || entry.onDaf === options.withDaf)
    .sort((a, b) => b.postCount - a.postCount);
  const found = candidates[0];
  if (!found) throw new Error(`The demo content has no ${orderOption} series`);
  return found;
}

/**
 * The list on show. Cache Components keep a page just left in the document, hidden, for the way
 * back (React's <Activity>), so a locator must not count the hidden one's rows too.
 */
const postList = (page: Page) => shown(page.getByTestId('post-list'));
const rows = (page: Page) => postList(page).locator('[data-shiur-row]');
/** What each row says the shiur teaches ("Shabbos 12a", "Episode 3"). */
const references = async (page: Page) =>
  rows(page).locator('[data-reference]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-reference')!));

test.describe('series page', () => {
  test('lists a daf series by masechta in cycle order, then daf, over numbered pages', async ({ page }) => {
    const daf = pickSeries('daf', { withDaf: true });
    expect(daf.postCount, 'a daf series long enough for two pages').toBeGreaterThan(20);
    expect(await visit(page, `/series/${daf.id}`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(daf.name);
    await expect(shown(page.getByText(`${daf.postCount} shiurim`))).toBeVisible();
    await expect(shown(page.getByText('In Daf Yomi order: masechta, daf and amud'))).toBeVisible();
    await expect(shown(page.getByText('page 1 of 2'))).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    const firstPage = await references(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${daf.id}\\?page=2$`));
    await expect(shown(page.getByText('page 2 of 2'))).toBeVisible();
    await expect(postList(page).locator('ol').first()).toHaveAttribute('start', '21');
    await expect(rows(page)).toHaveCount(daf.postCount - 20);
    const all = [...firstPage, ...(await references(page))];

    const cycle = bavliMasechtot.map((masechta) => masechta.name);
    const keys = all.map((text) => {
      const match = /^(.+) (\d+)([ab]?)$/.exec(text.trim());
      expect(match, `a daf reference: ${text}`).not.toBeNull();
      const [, masechta, number, amud] = match!;
      expect(cycle).toContain(masechta);
      return cycle.indexOf(masechta!) * 10_000 + Number(number) * 10 + (amud === 'b' ? 2 : amud === 'a' ? 1 : 0);
    });
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);

    // Past the last page: a way back rather than an error.
    expect(await visit(page, `/series/${daf.id}?page=9`)).toBe(200);
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(rows(page)).toHaveCount(20);
  });

  test('lists an episode series by episode number', async ({ page }) => {
    const episodes = pickSeries('episode_number', { withDaf: false });
    await visit(page, `/series/${episodes.id}`);
    await expect(shown(page.getByText('By episode number'))).toBeVisible();
    const numbers = (await references(page)).map((text) => Number(/^Episode (\d+)$/.exec(text.trim())?.[1]));
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // No section headings for a plain run of episodes.
    await expect(page.getByRole('navigation', { name: 'Sections of this series' })).toHaveCount(0);
  });

  test('groups a Nach series by book, with a contents list that jumps to each book', async ({ page }) => {
    let checked = false;
    for (const candidate of series.filter((entry) => entry.orderOption === 'nach')) {
      await visit(page, `/series/${candidate.id}`);
      const contents = page.getByRole('navigation', { name: 'Sections of this series' });
      // Only a series that spans several books has a contents list.
      if ((await contents.count()) === 0) continue;
      checked = true;
      await expect(shown(page.getByText('In the order of Nach: book and chapter'))).toBeVisible();
      const books = (await contents.getByRole('link').allTextContents()).map((text) => text.trim());
      expect(books.length).toBeGreaterThan(1);
      const headings = await postList(page).getByRole('heading', { level: 3 }).allTextContents();
      expect(headings).toEqual(books.slice(0, headings.length));
      const last = books.at(-1)!;
      await contents.getByRole('link', { name: last }).click();
      await expect(page).toHaveURL(new RegExp(`#section-${books.length}$`));
      const region = page.getByRole('region', { name: last });
      await expect(region).toBeVisible();
      const inBook = await region.locator('[data-reference]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-reference')!));
      expect(inBook.length).toBeGreaterThan(0);
      for (const reference of inBook) expect(reference.trim().startsWith(`${last} `)).toBe(true);
      break;
    }
    expect(checked, 'a Nach series over several books').toBe(true);
  });

  test('shows the series header: topics, teachers, newest shiur, subscribe and the podcast feed', async ({ page }) => {
    const daf = pickSeries('daf', { withDaf: true });
    await visit(page, `/series/${daf.id}`);
    await expect(page.getByRole('link', { name: 'Gemara' }).first()).toHaveAttribute('href', '/search?topics=Gemara');
    const teachers = page.getByRole('list', { name: 'Taught by' });
    await expect(teachers.getByRole('link').first()).toHaveAttribute('href', /^\/author\/\d+$/);
    await expect(shown(page.getByTestId('newest-shiur')).locator('[data-shiur-row]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Subscribe/ })).toBeVisible();
    const feed = page.getByRole('link', { name: /Podcast feed \(RSS\)/ });
    await expect(feed).toHaveAttribute('href', `/series/${daf.id}/feed.xml`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`/series/${daf.id}/feed\\.xml$`));
    // A shiur row: the media type for screen readers, the title linking to the shiur, its length and date.
    const row = rows(page).first();
    await expect(row.getByText(/^(Audio|Video|Text) shiur$/)).toHaveCount(1);
    await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/p\/\d+$/);
    await expect(row.locator('time[data-published]')).toHaveText(/\d{4}$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('author page', () => {
  test('shows the teacher, their series and their shiurim newest first, page by page', async ({ page, request }) => {
    const { authors } = await graphql<{ authors: { edges: { node: { id: string; plainName: string; postCount: number } }[] } }>(
      request,
      '{ authors(first: 100) { edges { node { id plainName postCount } } } }',
    );
    const author = [...authors.edges].map((edge) => edge.node).sort((a, b) => b.postCount - a.postCount)[0]!;
    expect(author.postCount).toBeGreaterThan(20);
    expect(await visit(page, `/author/${author.id}`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.plainName);
    await expect(page.getByRole('main').getByText(`${author.postCount} shiurim`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Series' }).locator('[data-series-card]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Podcast feed \(RSS\)/ })).toHaveAttribute('href', `/author/${author.id}/feed.xml`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`/author/${author.id}/feed\\.xml$`));

    const dates = async () => postList(page).locator('[data-shiur-row] time[data-published]').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    const first = await dates();
    expect(first).toHaveLength(20);
    expect([...first].sort().reverse()).toEqual(first);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Older shiurim' }).click();
    await expect(page).toHaveURL(/\?after=/);
    await expect(page.getByRole('heading', { name: 'Older shiurim' })).toBeVisible();
    const second = await dates();
    expect(second.length).toBe(Math.min(20, author.postCount - 20));
    expect(second[0]! <= first.at(-1)!).toBe(true);
    await page.getByRole('link', { name: 'Back to the newest shiurim' }).click();
    await expect(page).toHaveURL(new RegExp(`/author/${author.id}$`));
  });
});

test.describe('browse lists', () => {
  test('/series lists every topic with its series and sizes, and searches', async ({ page }) => {
    await visit(page, '/series');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series');
    const topicsNav = page.getByRole('navigation', { name: 'Topics' });
    await expect(topicsNav.getByRole('link', { name: /^Gemara \(\d+\)$/ })).toHaveAttribute('href', '#topic-gemara');
    const gemara = page.getByRole('region', { name: 'Gemara' });
    await expect(gemara.locator('[data-series-card]').first()).toContainText(/\d+ shiurim?/);
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search series' }).fill('daf yomi');
    await page.getByRole('searchbox', { name: 'Search series' }).press('Enter');
    await expect(page).toHaveURL(/\/series\?search=daf\+yomi$/);
    const results = shown(page.getByTestId('series-results')).locator('[data-series-card]');
    await expect(results.first()).toContainText(/Daf Yomi/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series matching “daf yomi”');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ series found$/ })).toBeVisible();

    await visit(page, '/series?search=zzzqqqxxx');
    await expect(shown(page.getByText('No series found.'))).toBeVisible();
  });

  test('/series shows a few series per topic and links to all of a topic’s series, a page at a time', async ({ page, request }) => {
    const { allSeries } = await graphql<{ allSeries: { id: string; topics: string[] }[] }>(
      request,
      '{ allSeries(includeEmpty: false) { id topics } }',
    );
    const gemara = allSeries.filter((series) => series.topics.includes('Gemara'));
    expect(gemara.length, 'more Gemara series than /series previews').toBeGreaterThan(8);
    await visit(page, '/series');
    // The topic footer has a Gemara region (and the same link) too.
    const region = page.locator('main').getByRole('region', { name: 'Gemara' });
    await expect(region.locator('[data-series-card]')).toHaveCount(8);
    await region.getByRole('link', { name: `All ${gemara.length} Gemara series` }).click();
    await expect(page).toHaveURL(/\/series\?topic=Gemara$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gemara series');
    const cards = shown(page.getByTestId('topic-series')).locator('[data-series-card]');
    await expect(cards).toHaveCount(Math.min(24, gemara.length));
    await expectNoAxeViolations(page);
  });

  test('/author lists every author with a picture and a count, and searches', async ({ page }) => {
    await visit(page, '/author');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
    const cards = shown(page.getByTestId('author-results')).locator('[data-author-card]');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(cards.first().locator('[data-avatar]')).toBeVisible();
    await expect(cards.first()).toContainText(/\d+ shiurim?/);
    await expectNoAxeViolations(page);

    await visit(page, '/author?search=markupstein');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors matching “markupstein”');
    await expect(cards.getByRole('link', { name: 'Rabbi Sample Markupstein' })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Rabbi Sample Markupstein' }).locator('em')).toHaveText('Sample');
    await expect(page.getByRole('searchbox', { name: 'Search authors' })).toHaveValue('markupstein');
  });
});

test.describe('tags and content pages', () => {
  test('/tag lists every tag with its count, and a tag page lists its shiurim by id or slug', async ({ page, request }) => {
    const { tags } = await graphql<{ tags: { totalCount: number; edges: { node: { id: string; slug: string; name: string; postCount: number } }[] } }>(
      request,
      '{ tags(first: 100) { totalCount edges { node { id slug name postCount } } } }',
    );
    await visit(page, '/tag');
    await expect(shown(page.getByTestId('tag-list')).getByRole('listitem')).toHaveCount(tags.totalCount);
    await expectNoAxeViolations(page);

    const tag = [...tags.edges].map((edge) => edge.node).sort((a, b) => b.postCount - a.postCount)[0]!;
    await shown(page.getByTestId('tag-list')).getByRole('link', { name: new RegExp(`^${tag.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${tag.postCount} shiurim?$`) }).click();
    await expect(page).toHaveURL(`/tag/${tag.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag.name);
    await expect(shown(page.getByText(`${tag.postCount} shiurim`, { exact: true }))).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(20, tag.postCount));
    await expectNoAxeViolations(page);

    expect(await visit(page, `/tag/${tag.id}`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag.name);
  });

  test('a content page shows its title, body and last update', async ({ page }) => {
    expect(await visit(page, '/about')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shown(page.getByText('Last updated'))).toBeVisible();
    await expect(shown(page.locator('article time[datetime]'))).toHaveText(/\d{4}$/);
    await expectNoAxeViolations(page);
  });

  for (const path of ['/series/99999999', '/author/99999999', '/tag/99999999', '/tag/no-such-tag', '/no-such-content-page', '/series/1/nope']) {
    test(`${path} is the 404 page`, async ({ page }) => {
      expect(await visit(page, path)).toBe(404);
      await expect(shown(page.getByText('PAGE YOU ARE LOOKING IS NOT FOUND'))).toBeVisible();
    });
  }
});

test.describe('podcast feeds', () => {
  /** Parses XML in the browser, as a feed reader would, and returns what the test checks. */
  async function readFeed(page: Page, xml: string) {
    await page.goto('about:blank');
    return page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('The feed is not well-formed XML');
      const itunes = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
      const channel = doc.getElementsByTagName('channel')[0]!;
      const child = (parent: Element, name: string) => [...parent.children].find((element) => element.tagName === name);
      return {
        root: doc.documentElement.tagName,
        title: child(channel, 'title')?.textContent,
        link: child(channel, 'link')?.textContent,
        self: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
        image: channel.getElementsByTagNameNS(itunes, 'image')[0]?.getAttribute('href'),
        category: channel.getElementsByTagNameNS(itunes, 'category')[0]?.getAttribute('text'),
        explicit: [...channel.children].find((element) => element.namespaceURI === itunes && element.localName === 'explicit')?.textContent,
        author: [...channel.children].find((element) => element.namespaceURI === itunes && element.localName === 'author')?.textContent,
        items: [...channel.getElementsByTagName('item')].map((item) => ({
          title: child(item, 'title')?.textContent,
          link: child(item, 'link')?.textContent,
          guid: child(item, 'guid')?.textContent,
          permaLink: child(item, 'guid')?.getAttribute('isPermaLink'),
          pubDate: child(item, 'pubDate')?.textContent,
          enclosure: {
            url: child(item, 'enclosure')?.getAttribute('url'),
            length: child(item, 'enclosure')?.getAttribute('length'),
            type: child(item, 'enclosure')?.getAttribute('type'),
          },
          duration: item.getElementsByTagNameNS(itunes, 'duration')[0]?.textContent ?? null,
          episode: item.getElementsByTagNameNS(itunes, 'episode')[0]?.textContent ?? null,
        })),
      };
    }, xml);
  }

  const mediaPosts = '{ totalCount edges { node { id title mediaType } } }';
  const enclosureTypes: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', mp4: 'video/mp4', webm: 'video/webm' };

  test('a series feed holds its Published audio and video shiurim as episodes', async ({ page, request, baseURL }) => {
    const daf = pickSeries('daf', { withDaf: true });
    const response = await request.get(`/series/${daf.id}/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await readFeed(page, await response.text());
    const expected = await graphql<{ posts: { totalCount: number; edges: { node: { id: string; title: string; mediaType: string } }[] } }>(
      request,
      `query ($id: ID!) { posts(first: 100, filter: { seriesId: $id, mediaTypes: [Audio, Video] }) ${mediaPosts} }`,
      { id: daf.id },
    );
    expect(feed.root).toBe('rss');
    expect(feed.title).toBe(daf.name);
    expect(feed.link).toBe(`${baseURL}/series/${daf.id}`);
    expect(feed.self).toBe(`${baseURL}/series/${daf.id}/feed.xml`);
    expect(feed.image).toBe(`${baseURL}/series/${daf.id}/artwork.png`);
    expect(feed.category).toBe('Religion & Spirituality');
    expect(feed.explicit).toBe('false');
    expect(feed.author).toBeTruthy();
    expect(feed.items.map((item) => item.title)).toEqual(expected.posts.edges.map((edge) => edge.node.title));
    expect(feed.items.length).toBeGreaterThan(0);
    for (const [index, item] of feed.items.entries()) {
      const post = expected.posts.edges[index]!.node;
      expect(item.link).toBe(`${baseURL}/p/${post.id}`);
      expect(item.guid).toBe(`openshiur-post-${post.id}`);
      expect(item.permaLink).toBe('false');
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      expect(item.enclosure.url).toMatch(new RegExp(`^${baseURL}/media/`));
      expect(Number(item.enclosure.length)).toBeGreaterThanOrEqual(0);
      // The type names the file as it is (the demo media are WAV and WebM), of the shiur's kind.
      const extension = /\.(\w+)$/.exec(new URL(item.enclosure.url!).pathname)?.[1];
      expect(item.enclosure.type).toBe(enclosureTypes[extension ?? '']);
      expect(item.enclosure.type).toMatch(post.mediaType === 'Video' ? /^video\// : /^audio\//);
      expect(item.duration).toMatch(/^\d{2}:\d{2}(:\d{2})?$/);
      expect(item.episode).toBeNull();
    }

    const artwork = await request.get(`/series/${daf.id}/artwork.png`);
    expect(artwork.status()).toBe(200);
    expect(artwork.headers()['content-type']).toBe('image/png');
  });

  test('an episode series numbers its episodes, and an author feed holds the author\'s shiurim', async ({ page, request }) => {
    const episodes = pickSeries('episode_number', { withDaf: false });
    const feed = await readFeed(page, await (await request.get(`/series/${episodes.id}/feed.xml`)).text());
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.every((item) => /^\d+$/.test(item.episode ?? ''))).toBe(true);

    const { authors } = await graphql<{ authors: { edges: { node: { id: string; plainName: string } }[] } }>(request, '{ authors(first: 1) { edges { node { id plainName } } } }');
    const author = authors.edges[0]!.node;
    const response = await request.get(`/author/${author.id}/feed.xml`);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const authorFeed = await readFeed(page, await response.text());
    const expected = await graphql<{ posts: { edges: { node: { title: string } }[] } }>(
      request,
      `query ($id: ID!) { posts(first: 100, filter: { authorId: $id, mediaTypes: [Audio, Video] }) ${mediaPosts} }`,
      { id: author.id },
    );
    expect(authorFeed.author).toBe(author.plainName);
    expect(authorFeed.items.map((item) => item.title)).toEqual(expected.posts.edges.map((edge) => edge.node.title));
  });

  test('unknown or malformed ids have no feed', async ({ request }) => {
    for (const path of ['/series/99999999/feed.xml', '/series/abc/feed.xml', '/author/0/feed.xml', '/author/99999999/feed.xml', '/series/99999999/artwork.png']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
