/**
 * The header's live search dropdown (the product's search dropdown rules, the fields of a search hit, and the interface limits), against the built
 * site on the demo seed with the built-in engine, at a desktop and a phone viewport (the `desktop`
 * and `mobile` projects both run this file). Expectations about hits come from the site's own
 * suggestion endpoint, so the tests check the dropdown, not the engine's ranking.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Suggestions } from '@openshiur/search/client';
import { CONSENT_COOKIE, serializeConsent } from '@openshiur/ui';
import { expect, SAME_AT_EVERY_WIDTH, test } from './fixtures';

const isWide = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

/** An author picture stored as a full storage address (the demo seed keeps its pictures on the site). */
const STORAGE_PICTURE = 'https://res.cloudinary.com/demo/image/upload/sample.jpg';
const optimized = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=30&q=75`;
/** Remote pictures go through Next's optimizer, which cannot reach the internet in these tests. */
const REMOTE_PICTURE = /\/_next\/image\?url=https?%3A%2F%2F/;
/** A 1x1 transparent PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SUGGEST = /\/api\/search\/suggest\?/;

test.beforeEach(async ({ page, baseURL }) => {
  // A recorded consent decision keeps the cookie drawer out of the way.
  const decision = { analytics: false, ads: false, decidedAt: new Date().toISOString(), version: 1 } as const;
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(decision), url: baseURL! }]);
  await page.route(REMOTE_PICTURE, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
});

const field = (page: Page) => page.locator('[data-site-header]').getByRole('combobox', { name: 'Search shiurim, authors and series' });
const popup = (page: Page) => page.locator('[data-search-popup]');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const section = (page: Page, name: 'Posts' | 'Authors' | 'Series') => listbox(page).getByRole('group', { name });
const hits = (group: Locator) => group.locator('[data-option="hit"]');
const status = (page: Page) => page.locator('[data-search-box] [role="status"]');

/** What the site's endpoint answers for `query` (the dropdown's source with the built-in engine). */
async function suggestionsFor(page: Page, query: string): Promise<Suggestions> {
  const response = await page.request.get(`/api/search/suggest?q=${encodeURIComponent(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Suggestions;
}

/** Types into the header's search field and waits until the answer for `query` is shown. */
async function retype(page: Page, query: string) {
  await field(page).fill(query);
  await expect(popup(page)).toHaveAttribute('data-answer-for', query.trim());
  await expect(popup(page)).toHaveAttribute('aria-busy', 'false');
  await expect(listbox(page)).toBeVisible();
}

/**
 * Types `text` a key every `gapMs` from inside the page, as a person's keyboard would: keys sent one
 * by one from the test runner (pressSequentially) can arrive seconds apart on a busy machine, which
 * tests the machine's load rather than the debounce.
 */
async function typeInPage(input: Locator, text: string, gapMs: number) {
  await input.focus();
  await input.evaluate(
    async (element, { text, gapMs }) => {
      const field = element as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (let end = 1; end <= text.length; end += 1) {
        setValue.call(field, text.slice(0, end));
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    },
    { text, gapMs },
  );
}

/** Opens a page (unless already there) and searches from its header. */
async function search(page: Page, query: string, path = '/author') {
  if (!page.url().startsWith('http') || new URL(page.url()).pathname !== path) await page.goto(path);
  await retype(page, query);
}

const hrefs = (locator: Locator) => locator.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));

test.describe('the dropdown', () => {
  test('shows posts, authors and series in that order, at most 7, 4 and 7, linking to their pages', async ({ page }) => {
    await page.goto('/author');
    const expected = await suggestionsFor(page, 'rabbi');
    // The demo content has more of each than the dropdown shows.
    expect(expected.posts.more).toBe(true);
    expect(expected.authors.more).toBe(true);
    expect(expected.series.more).toBe(true);
    await search(page, 'rabbi');

    const names = await listbox(page).getByRole('group').evaluateAll((groups) =>
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    );
    expect(names).toEqual(['Posts', 'Authors', 'Series']);

    const posts = hits(section(page, 'Posts'));
    const authors = hits(section(page, 'Authors'));
    const series = hits(section(page, 'Series'));
    await expect(posts).toHaveCount(7);
    await expect(authors).toHaveCount(4);
    await expect(series).toHaveCount(7);
    expect(await posts.allTextContents()).toEqual(expected.posts.hits.slice(0, 7).map((hit) => hit.title));
    expect(await hrefs(posts)).toEqual(expected.posts.hits.slice(0, 7).map((hit) => `/p/${hit.objectID}`));
    expect(await authors.allTextContents()).toEqual(expected.authors.hits.slice(0, 4).map((hit) => hit.name));
    expect(await hrefs(authors)).toEqual(expected.authors.hits.slice(0, 4).map((hit) => `/author/${hit.objectID}`));
    expect(await series.allTextContents()).toEqual(expected.series.hits.slice(0, 7).map((hit) => hit.name));
    expect(await hrefs(series)).toEqual(expected.series.hits.slice(0, 7).map((hit) => `/series/${hit.objectID}`));
  });

  test('each section ends with a View All link carrying the encoded query', async ({ page }) => {
    await search(page, 'rabbi & daf/2');
    const encoded = encodeURIComponent('rabbi & daf/2');
    await expect(section(page, 'Posts').getByRole('option', { name: 'View All posts' })).toHaveAttribute('href', `/search?q=${encoded}`);
    await expect(section(page, 'Authors').getByRole('option', { name: 'View All authors' })).toHaveAttribute(
      'href',
      `/author?search=${encoded}`,
    );
    await expect(section(page, 'Series').getByRole('option', { name: 'View All series' })).toHaveAttribute(
      'href',
      `/series?search=${encoded}`,
    );
    await expect(section(page, 'Posts').locator('[data-option="view-all"]')).toHaveText('View All posts');
  });

  test('a query that matches nothing shows the three empty texts', async ({ page }) => {
    await search(page, 'zzzqqq');
    await expect(section(page, 'Posts')).toContainText('No posts found.');
    await expect(section(page, 'Authors')).toContainText('No authors found.');
    await expect(section(page, 'Series')).toContainText('No series found.');
    await expect(hits(listbox(page))).toHaveCount(0);
    // View All stays: the list pages may still find something (and say so).
    await expect(listbox(page).locator('[data-option="view-all"]')).toHaveCount(3);
    await expect(status(page)).toHaveText('0 posts, 0 authors, 0 series');
  });

  test('announces how many results it shows', async ({ page }) => {
    await search(page, 'rabbi');
    await expect(status(page)).toHaveText('7 posts, 4 authors, 7 series');
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('marks the typed words in titles, author names and series names', async ({ page }) => {
    await search(page, 'Bera');
    const firstPost = hits(section(page, 'Posts')).first();
    await expect(firstPost.locator('mark')).toHaveText('Bera');
    await expect(firstPost).toHaveText(/^Berachos/);

    await retype(page, 'rabbi sample');
    await expect(hits(section(page, 'Authors')).first().locator('mark').first()).toHaveText('Rabbi');
    const markupAuthor = hits(section(page, 'Authors')).filter({ hasText: 'Markupstein' });
    // The match inside the author's own <em> is marked too.
    await expect(markupAuthor.locator('em mark')).toHaveText('Sample');
    await expect(hits(section(page, 'Series')).first().locator('mark').first()).toHaveText(/^(Rabbi|Sample)$/);
  });

  test('shows Berachos shiurim for "Berakhot" and Hebrew titles for a Hebrew query', async ({ page }) => {
    await search(page, 'Berakhot');
    const posts = hits(section(page, 'Posts'));
    await expect(posts.first()).toBeVisible();
    for (const title of await posts.allTextContents()) expect(title).toMatch(/Berachos|ברכות/);

    await retype(page, 'ברכות');
    await expect(posts.filter({ hasText: /^ברכות דף/ }).first()).toBeVisible();
  });

  test('on a phone it spans the viewport; on a wide screen it hangs under the field', async ({ page }, testInfo) => {
    await search(page, 'rabbi');
    const box = (await popup(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isWide(testInfo)) {
      const input = (await field(page).boundingBox())!;
      expect(Math.abs(box.x - input.x)).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThanOrEqual(input.y + input.height);
      expect(box.width).toBeLessThan(viewport.width / 2);
    } else {
      expect(box.x).toBeLessThanOrEqual(0.5);
      expect(Math.abs(box.width - viewport.width)).toBeLessThanOrEqual(1);
      const header = (await page.locator('[data-site-header]').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
    await expect(popup(page)).toBeInViewport();
  });

  test('is at most 500px high and scrolls beyond that', async ({ page }) => {
    await search(page, 'rabbi');
    // The listbox is the box that scrolls (the combobox's popup, scrolled by the arrow keys too).
    await expect(listbox(page)).toHaveCSS('max-height', '500px');
    await expect(listbox(page)).toHaveCSS('overflow-y', 'auto');
    const size = await listbox(page).evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
    expect(size.scroll).toBeGreaterThan(size.client);
    expect((await popup(page).boundingBox())!.height).toBeLessThanOrEqual(500);
    // The last View All is reachable by scrolling the popup.
    const last = section(page, 'Series').getByRole('option', { name: 'View All series' });
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await listbox(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });

  test('the accessibility check passes with the dropdown open and an option active', async ({ page }) => {
    await search(page, 'rabbi');
    await field(page).press('ArrowDown');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
  });
});

test.describe('author names and avatars', SAME_AT_EVERY_WIDTH, () => {
  test('markup in a name is shown formatted, and a script never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await search(page, 'markupstein');
    const markup = hits(section(page, 'Authors')).filter({ hasText: 'Markupstein' });
    await expect(markup).toHaveText('Rabbi Sample Markupstein');
    await expect(markup.locator('em')).toHaveText('Sample');

    await retype(page, 'scripty');
    const scripty = hits(section(page, 'Authors')).filter({ hasText: 'Injectorman' });
    await expect(scripty).toHaveText('Rabbi Scripty Injectorman');
    await expect(popup(page).locator('script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test.describe('when a name reaches the browser unsanitized', () => {
    // The browser's script policy reports each event-handler attribute as the cleaner parses the
    // name (in an inert template: nothing runs), which is the report an operator should get.
    test.use({ tolerated: /Executing inline event handler violates the following Content Security Policy/ });

    test('it is still cleaned before it is shown', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const hostile =
        'Rav <em onclick="alert(1)" style="color:red">Evil</em><img src="x" onerror="alert(2)"><script>alert(3)</script> <b>Bold</b><a href="javascript:alert(4)">Link</a>';
      await page.route(SUGGEST, async (route) => {
        const answer = (await (await route.fetch()).json()) as Suggestions;
        answer.authors = { hits: [{ objectID: '1', name: hostile, image: null }], more: false };
        await route.fulfill({ json: answer });
      });
      await search(page, 'rav');
      const author = hits(section(page, 'Authors'));
      await expect(author).toHaveText('Rav Evil BoldLink');
      await expect(author.locator('em')).toHaveText('Evil');
      expect(await author.locator('em').evaluate((em) => em.attributes.length)).toBe(0);
      await expect(author.locator('b')).toHaveText('Bold');
      await expect(author.locator('script, img:not([data-avatar]), a, [onclick], [onerror]')).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(dialogs).toEqual([]);
    });
  });

  test('avatars are 30px: the picture through the image optimizer, a public id from /images, else the default', async ({ page }) => {
    await page.goto('/author');
    /** The avatar of the author named `name` among the answers for `query`, checked against the endpoint. */
    const avatarOf = async (query: string, name: string, image: string | null) => {
      const answer = await suggestionsFor(page, query);
      expect(answer.authors.hits.find((hit) => hit.name.includes(name))?.image ?? null).toBe(image);
      await retype(page, query);
      return hits(section(page, 'Authors')).filter({ hasText: name }).locator('[data-avatar]');
    };

    /** The avatar of `name` for `query`, with the endpoint's answer giving every author `image`. */
    const avatarWithPicture = async (query: string, name: string, image: string) => {
      await page.route(SUGGEST, async (route) => {
        const answer = (await (await route.fetch()).json()) as Suggestions;
        answer.authors.hits = answer.authors.hits.map((hit) => ({ ...hit, image }));
        await route.fulfill({ json: answer });
      });
      await retype(page, query);
      const avatar = hits(section(page, 'Authors')).filter({ hasText: name }).locator('[data-avatar]');
      await expect(avatar).toHaveAttribute('data-avatar', 'picture');
      await expect(avatar).toHaveCSS('width', '30px');
      await expect(avatar).toHaveCSS('height', '30px');
      return avatar;
    };

    // A picture stored as a full storage address goes through the optimizer. The demo has none (its
    // pictures are on the site, so they load offline): the endpoint's answer is given one here.
    const stored = await avatarWithPicture('markupstein', 'Markupstein', STORAGE_PICTURE);
    await expect(stored).toHaveAttribute('src', optimized(STORAGE_PICTURE));
    await page.unroute(SUGGEST);

    // A picture on a host that is not one of the IMAGE_HOSTS (the e2e build lists only
    // res.cloudinary.com) is shown from where it is: the optimizer fetches for nobody else.
    const elsewhere = 'https://pictures.elsewhere.example/sample.png';
    await page.route(elsewhere, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
    const direct = await avatarWithPicture('fixtureberg', 'Fixtureberg', elsewhere);
    await expect(direct).toHaveAttribute('src', elsewhere);
    await page.unroute(SUGGEST);
    expect((await page.request.get(optimized(elsewhere))).status()).toBe(400);

    const publicId = await avatarOf('scripty', 'Injectorman', 'sample');
    await expect(publicId).toHaveAttribute('src', optimized('/images/sample.jpeg'));
    await expect(publicId).toHaveCSS('width', '30px');
    // The sample image really is served, scaled to width 30.
    await expect.poll(() => publicId.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(30);

    // Any author without a picture (the seed has some with null and some with an empty string).
    const query = 'mrs';
    const withoutPicture = (await suggestionsFor(page, query)).authors.hits.find((hit) => !hit.image);
    expect(withoutPicture, `an author without a picture among the answers for "${query}"`).toBeDefined();
    const anonymous = await avatarOf(query, withoutPicture!.name, null);
    await expect(anonymous).toHaveAttribute('data-avatar', 'anonymous');
    await expect(anonymous).toHaveCSS('width', '30px');
    await expect(anonymous).toHaveCSS('background-color', 'rgb(255, 219, 142)');
    await expect(anonymous.locator('svg')).toBeVisible();
  });

  test('an empty image is the default avatar too', async ({ page }) => {
    await page.route(SUGGEST, async (route) => {
      const answer = (await (await route.fetch()).json()) as Suggestions;
      answer.authors.hits = answer.authors.hits.map((hit) => ({ ...hit, image: '' }));
      await route.fulfill({ json: answer });
    });
    await search(page, 'rabbi');
    const avatars = hits(section(page, 'Authors')).locator('[data-avatar]');
    await expect(avatars).toHaveCount(4);
    for (const avatar of await avatars.all()) await expect(avatar).toHaveAttribute('data-avatar', 'anonymous');
  });

  test('a picture that fails to load falls back to the default avatar', async ({ page }) => {
    // The optimizer cannot fetch the picture: it answers with an error status, the browser logs a
    // 404 (which the fixture already lets through) and the avatar must not stay broken.
    await page.route(/\/_next\/image\?/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
    await search(page, 'markupstein');
    const avatar = hits(section(page, 'Authors')).filter({ hasText: 'Markupstein' }).locator('[data-avatar]');
    await expect(avatar).toHaveAttribute('data-avatar', 'anonymous');
    await expect(avatar).toHaveCSS('width', '30px');
  });
});

test.describe('keyboard, pointer and navigation', () => {
  test('Enter goes to /search?q=… and clears the field', async ({ page }) => {
    await page.goto('/author');
    await field(page).fill('Shabbos candles');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Shabbos%20candles$/);
    await expect(field(page)).toHaveValue('');
    await expect(popup(page)).toBeHidden();
  });

  test('Enter in an empty field goes to /search', async ({ page }) => {
    await page.goto('/author');
    await field(page).focus();
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('arrow keys walk every option of every section, View All included; Enter opens the active one', async ({ page }) => {
    await search(page, 'rabbi');
    const input = field(page);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listboxId = await listbox(page).getAttribute('id');
    await expect(input).toHaveAttribute('aria-controls', listboxId!);
    await expect(input).not.toHaveAttribute('aria-activedescendant', /./);

    const optionIds = await listbox(page)
      .locator('[role="option"]:not([aria-disabled="true"])')
      .evaluateAll((options) => options.map((option) => option.id));
    expect(optionIds).toHaveLength(7 + 1 + 4 + 1 + 7 + 1);
    const visited: string[] = [];
    for (let step = 0; step < optionIds.length; step += 1) {
      await input.press('ArrowDown');
      const active = (await input.getAttribute('aria-activedescendant'))!;
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
      visited.push(active);
    }
    expect(visited).toEqual(optionIds);
    // Down from the last wraps to the first; up goes back.
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', optionIds[0]!);
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', optionIds.at(-1)!);
    // Focus never left the field.
    await expect(input).toBeFocused();

    // Enter on the first author opens that author's page.
    const firstAuthor = hits(section(page, 'Authors')).first();
    const authorId = await firstAuthor.getAttribute('id');
    const authorHref = (await firstAuthor.getAttribute('href'))!;
    while ((await input.getAttribute('aria-activedescendant')) !== authorId) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === authorHref);
    await expect(input).toHaveValue('');
  });

  test('Enter on an active View All opens that list', async ({ page }) => {
    await search(page, 'rabbi');
    const viewAllSeries = section(page, 'Series').getByRole('option', { name: 'View All series' });
    const id = await viewAllSeries.getAttribute('id');
    // Up from "none" is the last option: the series' View All.
    await field(page).press('ArrowUp');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', id!);
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/series\?search=rabbi$/);
  });

  test('Escape closes, a second Escape clears', async ({ page }) => {
    await search(page, 'rabbi');
    await field(page).press('ArrowDown');
    await field(page).press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page)).not.toHaveAttribute('aria-activedescendant', /./);
    await expect(field(page)).toHaveValue('rabbi');
    // Arrow down reopens it.
    await field(page).press('ArrowDown');
    await expect(listbox(page)).toBeVisible();
    await field(page).press('Escape');
    await field(page).press('Escape');
    await expect(field(page)).toHaveValue('');
  });

  test('a click outside closes it', async ({ page }) => {
    await search(page, 'rabbi');
    // The header's top-left corner: its padding, away from every control and from the popup.
    await page.mouse.click(2, 2);
    await expect(popup(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    // The query is kept; coming back to the field shows the dropdown again.
    await field(page).click();
    await expect(listbox(page)).toBeVisible();
  });

  test('a click on a result opens it and clears the query', async ({ page }) => {
    await search(page, 'rabbi');
    const post = hits(section(page, 'Posts')).first();
    const href = (await post.getAttribute('href'))!;
    await post.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(field(page)).toHaveValue('');
    await expect(popup(page)).toBeHidden();
  });
});

test.describe('answers arriving', SAME_AT_EVERY_WIDTH, () => {
  test('shows that it is searching while the answer is on its way', async ({ page }) => {
    await page.route(SUGGEST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => {});
    });
    await page.goto('/author');
    await field(page).fill('rabbi');
    await expect(popup(page).getByText('Searching…')).toBeVisible();
    await expect(popup(page)).toHaveAttribute('aria-busy', 'true');
    await expect(hits(section(page, 'Posts')).first()).toBeVisible();
    await expect(popup(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('waits for typing to pause and never lets a slow, older answer replace a newer one', async ({ page }) => {
    const asked: string[] = [];
    await page.route(SUGGEST, async (route) => {
      const query = new URL(route.request().url()).searchParams.get('q')!;
      asked.push(query);
      // The first question is answered late, after the second.
      if (query === 'Berachos') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {}); // the page may have given up on it
    });
    await page.goto('/author');
    await typeInPage(field(page), 'Shab', 20);
    await expect(hits(section(page, 'Posts')).first()).toBeVisible();
    // Keys typed 20 ms apart are asked about together, not one request per key (a busy machine
    // may still split the burst once), and the last request is for the whole word.
    expect(asked.length).toBeLessThan(4);
    expect(asked.at(-1)).toBe('Shab');

    const slow = page.waitForRequest((request) => SUGGEST.test(request.url()) && request.url().includes('Berachos'));
    await field(page).fill('Berachos');
    await slow;
    await field(page).fill('Shabbos');
    await expect(popup(page)).toHaveAttribute('data-answer-for', 'Shabbos');
    await expect(hits(section(page, 'Posts')).first()).toContainText('Shabbos');
    // Long after the slow answer was due, the newer one is still what is shown.
    await page.waitForTimeout(2000);
    await expect(popup(page)).toHaveAttribute('data-answer-for', 'Shabbos');
    for (const title of await hits(section(page, 'Posts')).allTextContents()) expect(title).not.toMatch(/Berachos/);
  });

  test.describe('when the source fails', () => {
    test.use({ tolerated: /500 from .*\/api\/search\/suggest\?q=|status of 500 \(Internal Server Error\)/ });

    test('says that search is unavailable', async ({ page }) => {
      await page.route(SUGGEST, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
      await page.goto('/author');
      await field(page).fill('rabbi');
      await expect(popup(page)).toContainText('Search is unavailable right now.');
      await expect(status(page)).toHaveText('Search is unavailable right now.');
      await expect(listbox(page)).toHaveCount(0);
      await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
      // Enter still searches.
      await field(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=rabbi$/);
    });
  });
});

test.describe('without JavaScript', SAME_AT_EVERY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('the form still submits q by GET to /search/', async ({ page }) => {
    await page.goto('/author');
    const form = page.locator('[data-site-header] form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form).toHaveAttribute('method', 'get');
    const input = form.locator('input[name="q"]');
    await input.fill('Shabbos candles');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Shabbos(\+|%20)candles$/);
  });
});
