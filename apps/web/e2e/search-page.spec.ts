import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, visit, shown } from './fixtures';

/** The results page and the browse lists' search, on the demo seed with the built-in engine. */

const resultCount = async (page: Page) => {
  const text = (await shown(page.locator('#results-heading')).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
};

test.describe('search results page', () => {
  test('finds shiurim in any spelling of a name and shows how many', async ({ page }) => {
    expect(await visit(page, '/search?q=Berakhot')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “Berakhot”');
    const results = shown(page.getByTestId('search-results')).locator('> li');
    await expect(results.first()).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    for (const title of await results.locator('a[href^="/p/"]').allTextContents()) expect(title).toMatch(/Berachos|ברכות/);
    await expect(page).toHaveTitle(/Search: Berakhot/);
  });

  test('narrows by a filter, shows it as removable, and counts agree', async ({ page }) => {
    await visit(page, '/search?q=daf');
    const total = await resultCount(page);
    const video = page.locator('[data-facet="mediaTypes"] a', { hasText: 'Video' });
    const expected = Number((await video.locator('small').textContent())?.replace(/[^\d]/g, ''));
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    await video.click();
    await expect(page).toHaveURL(/\/search\?q=daf&media=Video$/);
    await expect.poll(() => resultCount(page)).toBe(expected);
    await expect(page.locator('[data-facet="mediaTypes"] a[aria-current="true"]')).toHaveText(/Video/);
    const chip = page.getByRole('list', { name: 'Selected filters' }).getByRole('link', { name: /Media: Video/ });
    await chip.click();
    await expect(page).toHaveURL(/\/search\?q=daf$/);
    await expect.poll(() => resultCount(page)).toBe(total);
  });

  test('opens from the menu with a topic, and a second topic widens the results', async ({ page }) => {
    await visit(page, '/search?topics=Gemara');
    await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText('Topic: Gemara');
    const gemara = await resultCount(page);
    await page.locator('[data-facet="topics"] a', { hasText: 'Halacha' }).click();
    await expect(page).toHaveURL(/topics=Gemara&topics=Halacha/);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(gemara);
  });

  test('the browse page is indexed; result pages are followed but not indexed', async ({ request }) => {
    const robots = async (path: string) => /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
    expect(await robots('/search')).toBeUndefined();
    expect(await robots('/search?q=daf')).toBe('noindex, follow');
    expect(await robots('/search?topics=Gemara')).toBe('noindex, follow');
  });

  test('sorts and pages', async ({ page }) => {
    await visit(page, '/search?q=daf');
    await expect(page.getByRole('navigation', { name: 'Sort' }).locator('[aria-current="true"]')).toHaveText('Best match');
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'Oldest' }).click();
    await expect(page).toHaveURL(/\/search\?q=daf&sort=oldest$/);
    const firstOfPage1 = await shown(page.getByTestId('search-results')).locator('> li').first().textContent();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(shown(page.getByTestId('search-results'))).toHaveAttribute('start', '21');
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
    expect(await shown(page.getByTestId('search-results')).locator('> li').first().textContent()).not.toBe(firstOfPage1);
  });

  test('without words shows browse lists and the newest shiurim', async ({ page }) => {
    await visit(page, '/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse and search');
    const browse = shown(page.getByTestId('browse-lists'));
    await expect(browse.getByRole('heading', { name: 'Topics' })).toBeVisible();
    await expect(browse.getByRole('link', { name: 'Gemara' })).toHaveAttribute('href', '/search?topics=Gemara');
    await expect(browse.getByRole('heading', { name: 'Series' })).toBeVisible();
    await expect(browse.getByRole('heading', { name: 'Authors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newest shiurim' })).toBeVisible();
    await expect(shown(page.getByTestId('search-results')).locator('> li')).toHaveCount(20);
  });

  test('says so when nothing matches, and forgives bad addresses', async ({ page }) => {
    await visit(page, '/search?q=zzqqxxjj');
    await expect(shown(page.getByTestId('no-results'))).toContainText('No shiurim found for “zzqqxxjj”.');
    expect(await visit(page, '/search?q=daf&topics=Nonsense&sort=random&page=-3&author=abc')).toBe(200);
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await visit(page, `/search?q=${'x'.repeat(400)}`)).toBe(200);
  });

  test('the words keep the filters when searching again', async ({ page }) => {
    await visit(page, '/search?topics=Gemara');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search shiurim' }).fill('berachos');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search shiurim' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=berachos&topics=Gemara$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await visit(page, '/search?q=daf&media=Audio');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
  });
});

test.describe('browse lists search', () => {
  test('/series?search= finds series despite a typo', async ({ page }) => {
    await visit(page, '/series?search=Kashrs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series matching “Kashrs”');
    await expect(page.getByRole('link', { name: /Kashrus in the Kitchen/ }).first()).toBeVisible();
  });

  test('/author?search= finds an author and renders the name as formatted text', async ({ page }) => {
    await visit(page, '/author?search=Markupstien');
    const link = page.getByRole('main').getByRole('link', { name: /Markupstein/ });
    await expect(link).toHaveCount(1);
    await expect(link.locator('em')).toHaveText('Sample');
  });
});
