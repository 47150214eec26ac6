import { bavliMasechtaBySlug, dafYomiForDate } from '@openshiur/reference-data';
import { expect, graphql, test, visit, shown, expectNoAxeViolations } from './fixtures';

/** Today in the site's time zone (SITE_TIMEZONE is unset in the test server: its default). */
function siteToday(timeZone = 'America/New_York'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

interface DafPost {
  id: string;
  title: string;
  learning: { masechta: string; masechtaSlug: string; daf: number };
}

/** A Published shiur on a daf, from the demo content. */
async function dafPost(request: Parameters<typeof graphql>[0], masechta = 'Berachos'): Promise<DafPost> {
  const data = await graphql<{ posts: { edges: { node: DafPost }[] } }>(
    request,
    `query ($m: String!) { posts(first: 50, filter: { masechta: $m }) { edges { node { id title learning { masechta masechtaSlug daf } } } } }`,
    { m: masechta },
  );
  // An id above every daf number of the masechta, so the address without a daf is unambiguous.
  const post = data.posts.edges.map((edge) => edge.node).find((node) => Number(node.id) > 200);
  if (!post) throw new Error(`The demo content has no shiur on ${masechta} with a large id`);
  return post;
}

test.describe('Daf Yomi home', () => {
  test('shows today’s daf for the site’s date, with its masechta open and the daf marked in the grid', async ({ page }) => {
    const today = dafYomiForDate(siteToday());
    if (!today) throw new Error('no daf today');
    const label = `${today.masechta.name} ${today.daf}`;
    expect(await visit(page, '/dafyomi')).toBe(200);
    const lead = page.getByRole('region', { name: 'Today’s daf' });
    await expect(lead.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute(
      'href',
      `/dafyomi/${today.masechta.slug}/${today.daf}`,
    );
    const panel = shown(page.locator(`details[data-masechta="${today.masechta.slug}"]`));
    await expect(panel).toHaveAttribute('open', '');
    const todayCell = panel.getByRole('list', { name: `Dapim of ${today.masechta.name}` }).locator('a[aria-current="date"]');
    await expect(todayCell).toHaveCount(1);
    await expect(todayCell).toHaveAttribute('href', `/dafyomi/${today.masechta.slug}/${today.daf}`);
    // Only today's masechta starts open; every other one is a one-line summary.
    await expect(shown(page.locator('details[data-masechta][open]'))).toHaveCount(1);
  });

  test('lists all 37 masechtot by seder with Hebrew names, each with every daf and its perakim', async ({ page }) => {
    await visit(page, '/dafyomi');
    await expect(shown(page.locator('details[data-masechta]'))).toHaveCount(37);
    await expect(page.getByRole('heading', { level: 3 })).toContainText([
      'Seder Zeraim',
      'Seder Moed',
      'Seder Nashim',
      'Seder Nezikin',
      'Seder Kodashim',
      'Seder Tohorot',
    ]);
    const berachos = shown(page.locator('details[data-masechta="berachos"]'));
    await expect(berachos.locator('summary')).toContainText('Berachos');
    await expect(berachos.locator('summary [lang="he"]')).toHaveText('ברכות');
    // 63 dapim in the grid (2–64) and 9 perakim, present even while the panel is closed.
    await expect(berachos.locator('ol[aria-label="Dapim of Berachos"] a')).toHaveCount(63);
    await expect(berachos.locator('ol[aria-label="Perakim of Berachos"] li')).toHaveCount(9);
    // Counted within the shown page's panels: the grids of closed panels are not visible themselves.
    const total = await shown(page.locator('details[data-masechta]')).locator('ol[aria-label^="Dapim of "] a').count();
    expect(total).toBe(2711);
  });

  test('opens a masechta and goes to a daf by clicking the grid, without reloading the page', async ({ page }) => {
    await visit(page, '/dafyomi');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const panel = shown(page.locator('details[data-masechta="berachos"]'));
    await panel.locator('summary').click();
    await expect(panel).toHaveAttribute('open', '');
    await panel.getByRole('link', { name: /^5\b/ }).click();
    await expect(page).toHaveURL(/\/dafyomi\/berachos\/5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berachos 5');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test('the grid works from the keyboard', async ({ page }) => {
    await visit(page, '/dafyomi/shabbos');
    const cell = page.getByRole('list', { name: 'Dapim of Shabbos' }).locator('a[href="/dafyomi/shabbos/3"]');
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dafyomi\/shabbos\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shabbos 3');
  });

  test('has no WCAG 2.2 AA violations (axe), with a masechta open', async ({ page }) => {
    await visit(page, '/dafyomi');
    await shown(page.locator('details[data-masechta="berachos"] summary')).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('masechta page', () => {
  test('marks exactly the dapim that have shiurim, and lists the perakim with their ranges', async ({ page, request }) => {
    const { dafYomiMasechta } = await graphql<{ dafYomiMasechta: { dafimWithShiurim: number[] } }>(
      request,
      '{ dafYomiMasechta(masechta: "Berachos") { dafimWithShiurim } }',
    );
    expect(dafYomiMasechta.dafimWithShiurim.length, 'the demo content has shiurim on Berachos').toBeGreaterThan(0);
    expect(await visit(page, '/dafyomi/berachos')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berachos');
    const grid = page.getByRole('list', { name: 'Dapim of Berachos' });
    await expect(grid.getByRole('link')).toHaveCount(63);
    const marked = await grid.locator('a[data-shiurim]').evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')?.split('/').pop())),
    );
    expect(marked).toEqual(dafYomiMasechta.dafimWithShiurim);
    // Screen readers hear the mark too.
    await expect(grid.locator(`a[href="/dafyomi/berachos/${marked[0]}"]`)).toContainText('has shiurim');

    const perakim = page.getByRole('list', { name: 'Perakim of Berachos' });
    await expect(perakim.getByRole('listitem')).toHaveCount(9);
    await expect(perakim.getByRole('listitem').first()).toContainText('Perek 1');
    await expect(perakim.getByRole('listitem').first()).toContainText('Dapim 2–13');
    await perakim.getByRole('link', { name: /^Perek 2/ }).click();
    await expect(page).toHaveURL(/\/dafyomi\/berachos\/13$/);
  });

  test('has no WCAG 2.2 AA violations (axe)', async ({ page }) => {
    await visit(page, '/dafyomi/bava-kama');
    await expectNoAxeViolations(page);
  });
});

test.describe('daf page', () => {
  test('steps to the next and previous daf across a masechta boundary', async ({ page }) => {
    await visit(page, '/dafyomi/berachos/64');
    const nav = page.getByRole('navigation', { name: 'Previous and next daf' });
    await expect(nav.getByRole('link', { name: /Previous daf\s*Berachos 63/ })).toHaveAttribute('href', '/dafyomi/berachos/63');
    await nav.getByRole('link', { name: /Next daf/ }).click();
    await expect(page).toHaveURL(/\/dafyomi\/shabbos\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shabbos 2');
    await page.getByRole('navigation', { name: 'Previous and next daf' }).getByRole('link', { name: /Previous daf/ }).click();
    await expect(page).toHaveURL(/\/dafyomi\/berachos\/64$/);
  });

  test('shows the perek, the day it is learnt and every shiur grouped by author', async ({ page, request }) => {
    const post = await dafPost(request);
    const { dafYomi } = await graphql<{
      dafYomi: { shiurimByAuthor: { author: { plainName: string } | null; posts: { id: string }[] }[] };
    }>(request, 'query ($m: String!, $d: Int!) { dafYomi(masechta: $m, daf: $d) { shiurimByAuthor { author { plainName } posts { id } } } }', {
      m: post.learning.masechta,
      d: post.learning.daf,
    });
    await visit(page, `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${post.learning.masechta} ${post.learning.daf}`);
    await expect(shown(page.getByText(/^Perek \d+$/)).first()).toBeVisible();
    await expect(shown(page.locator('dd time'))).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const authorHeadings = page.getByRole('region', { name: /^Shiurim on / }).getByRole('heading', { level: 3 });
    await expect(authorHeadings).toHaveText(dafYomi.shiurimByAuthor.map((group) => group.author?.plainName ?? 'Other shiurim'));
    await expect(page.getByRole('link', { name: post.title }).first()).toHaveAttribute(
      'href',
      `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}/${post.id}`,
    );
  });

  test('lists a page of shiurim at a time: past the last page it says so and links the first', async ({ page, request }) => {
    const post = await dafPost(request);
    const address = `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}`;
    // The demo content has fewer than a page of shiurim on a daf (12): all of them, no page links.
    await visit(page, address);
    const section = page.getByRole('region', { name: /^Shiurim on / });
    await expect(section.getByRole('link', { name: post.title }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await visit(page, `${address}?page=2`);
    await expect(section.getByText('This page is past the end of the list.')).toBeVisible();
    await expect(section.getByRole('link', { name: post.title })).toHaveCount(0);
    await section.getByRole('link', { name: 'The first page' }).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(section.getByRole('link', { name: post.title }).first()).toBeVisible();
  });

  test('dates a daf in the current cycle', async ({ page }) => {
    // Berachos 2 opened the 14th cycle on 2020-01-05; the 15th opens on 2027-06-08.
    await visit(page, '/dafyomi/berachos/2');
    const expected = siteToday() >= '2027-06-08' ? '2027-06-08' : '2020-01-05';
    await expect(shown(page.locator('dd time'))).toHaveAttribute('datetime', expected);
  });

  test('has no WCAG 2.2 AA violations (axe)', async ({ page, request }) => {
    const post = await dafPost(request);
    await visit(page, `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('masechta spellings', () => {
  const redirects: [from: string, to: string][] = [
    ['/dafyomi/Berakhot/5', '/dafyomi/berachos/5'],
    ['/dafyomi/Brachot', '/dafyomi/berachos'],
    ['/dafyomi/BERACHOS/7', '/dafyomi/berachos/7'],
    [`/dafyomi/${encodeURIComponent('ברכות')}/5`, '/dafyomi/berachos/5'],
    ['/dafyomi/Bava%20Kamma/3', '/dafyomi/bava-kama/3'],
    ['/dafyomi/bava_kamma', '/dafyomi/bava-kama'],
    [`/dafyomi/${encodeURIComponent('בבא קמא')}`, '/dafyomi/bava-kama'],
  ];

  for (const [from, to] of redirects) {
    test(`${decodeURIComponent(from)} redirects permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe(to);
      expect(await visit(page, from)).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  }

  test('a misspelt masechta keeps the rest of an item address', async ({ request }) => {
    const post = await dafPost(request);
    const response = await request.get(`/dafyomi/Berakhot/${post.learning.daf}/${post.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe(
      `/dafyomi/berachos/${post.learning.daf}/${post.id}`,
    );
  });

  for (const path of ['/dafyomi/berachos/65', '/dafyomi/berachos/1', '/dafyomi/shabbos/158', '/dafyomi/nidah/74', '/dafyomi/berachos/05', '/dafyomi/groundhog/2']) {
    test(`${path} is a 404`, async ({ page }) => {
      expect(await visit(page, path)).toBe(404);
      await expect(shown(page.getByText('PAGE YOU ARE LOOKING IS NOT FOUND'))).toBeVisible();
    });
  }
});

test.describe('Daf Yomi item page', () => {
  test('shows the shiur with its daf context: perek, date and the neighbouring dapim', async ({ page, request }) => {
    const post = await dafPost(request);
    const { masechtaSlug, masechta, daf } = post.learning;
    expect(await visit(page, `/dafyomi/${masechtaSlug}/${daf}/${post.id}`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const context = page.getByRole('complementary', { name: /On the daf/ });
    await expect(context.getByRole('heading', { level: 2 })).toHaveText(`On the daf: ${masechta} ${daf}`);
    await expect(context.getByText(/^Perek \d+$/).first()).toBeVisible();
    const entry = bavliMasechtaBySlug(masechtaSlug)!;
    const nav = context.getByRole('navigation', { name: 'Previous and next daf' });
    await expect(nav.getByRole('link', { name: /Next daf/ })).toHaveAttribute(
      'href',
      daf < entry.lastDaf ? `/dafyomi/${masechtaSlug}/${daf + 1}` : /\/dafyomi\/[a-z-]+\/2$/,
    );
  });

  test('goes to the shiur’s own daf when the address has another daf or none', async ({ page, request }) => {
    const post = await dafPost(request);
    const canonical = `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}/${post.id}`;
    const otherDaf = post.learning.daf === 2 ? 3 : 2;
    for (const from of [`/dafyomi/${post.learning.masechtaSlug}/${otherDaf}/${post.id}`, `/dafyomi/${post.learning.masechtaSlug}/${post.id}`]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe(canonical);
    }
    await visit(page, `/dafyomi/${post.learning.masechtaSlug}/${post.id}`);
    expect(new URL(page.url()).pathname).toBe(canonical);
  });

  test('has no WCAG 2.2 AA violations (axe)', async ({ page, request }) => {
    const post = await dafPost(request);
    await visit(page, `/dafyomi/${post.learning.masechtaSlug}/${post.learning.daf}/${post.id}`);
    await expectNoAxeViolations(page);
  });
});
