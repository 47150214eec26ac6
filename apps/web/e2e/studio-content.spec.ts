import type { Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSitePort } from '../playwright.config';
import { expect, expectNoAxeViolations, shown, signIn, test, type Account } from './fixtures';

/**
 * The studio's other records (issue 16): series, authors, content pages, events, blog entries and
 * tags, written through their forms by the demo editor and then seen by visitors on the site.
 */
const DEMO_EDITOR: Account = { email: 'editor@example.org', password: 'editor-demo', firstName: 'Sample', lastName: 'Editor' };

const unique = (word: string) => `${word}${Date.now().toString(36)}`;
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
/** After a save the form opens at the record's address with `?saved=1`: its id. */
async function savedId(page: Page, section: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/studio/${section}/[\\w-]+\\?saved=1$`));
  await expect(shown(page.getByTestId('saved'))).toContainText('Saved.');
  return new RegExp(`/studio/${section}/([\\w-]+)`).exec(page.url())![1]!;
}
/** A datetime-local value: what a clock in `timeZone` shows at `instant`. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(' ', 'T');

test.describe('an editor writing the site content', () => {
  // The site with a database of its own (as studio.spec.ts's writing tests), so what these tests
  // publish never reaches another spec's pages.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test.beforeEach(async ({ page }) => {
    // That site also loads the chat widget for signed-in users; there is no internet here.
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio/series' });
  });

  test('creates a series, renames it, and its public page shows the new name', async ({ page, request }) => {
    const studioNav = page.getByRole('navigation', { name: 'Studio' });
    await expect(studioNav.getByRole('link', { name: 'Series' })).toHaveAttribute('aria-current', 'page');
    await expect(shown(page.getByTestId('studio-count'))).toHaveText(/^\d+ series/);
    await expectNoAxeViolations(page);

    const name = unique('Sample Zebulun series ');
    await page.getByRole('link', { name: 'New series' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New series' })).toBeVisible();
    await expect(studioNav.getByRole('link', { name: 'Series' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: 'Halacha' }).check();
    await page.getByRole('combobox', { name: 'Platform' }).selectOption('All Halacha');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Invented lessons for the demo site.');
    await save(page);
    const id = await savedId(page, 'series');
    await expect(page.getByRole('checkbox', { name: 'Halacha' })).toBeChecked();
    await expectNoAxeViolations(page);
    expect(await (await request.get(`/series/${id}`)).text()).toContain(name);

    const renamed = `${name} renamed`;
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await save(page);
    // The same address answers again: the page's new heading says the save is done.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(renamed);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(renamed);
    // What visitors see, fresh after the save: the cached series page expired.
    const seriesPage = await (await request.get(`/series/${id}`)).text();
    expect(seriesPage).toContain(renamed);
    expect(seriesPage).toContain('Invented lessons for the demo site.');
  });

  test('creates an author, who then has a page at /author/{id}', async ({ page, request }) => {
    const name = unique('Rabbi Sample Asherite ');
    await page.goto('/studio/authors/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Bio' }).click();
    await page.keyboard.type('An invented teacher of the demo site.');
    await save(page);
    const id = await savedId(page, 'authors');
    const authorPage = await request.get(`/author/${id}`);
    expect(authorPage.status()).toBe(200);
    const html = await authorPage.text();
    expect(html).toContain(name);
    expect(html).toContain('An invented teacher of the demo site.');
    await page.goto(`/studio/authors?q=${encodeURIComponent(name)}`);
    await expect(shown(page.getByTestId('studio-records')).getByRole('link', { name })).toBeVisible();
  });

  test('edits the about page, and /about shows it', async ({ page, request }) => {
    const title = unique('About the sample site ');
    await page.goto('/studio/pages?q=about');
    await shown(page.getByTestId('studio-records')).getByRole('row').filter({ hasText: '/about' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/studio\/pages\/about$/);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await save(page);
    expect(await savedId(page, 'pages')).toBe('about');
    await expect(shown(page.getByTestId('saved')).getByRole('link', { name: 'View it on the site' })).toHaveAttribute('href', '/about');
    expect(await (await request.get('/about')).text()).toContain(title);
  });

  test('creates a Published event, which then shows on /events; its times are in the site time zone', async ({ page, request }) => {
    const title = unique('Sample Siyum evening ');
    await page.goto('/studio/events/new');
    const timeZone = /Time in (\S+)\./.exec(await page.getByText(/^Time in /).innerText())![1]!;
    // Within the hour, so it is among the first upcoming events /events lists.
    const startsAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Starts').fill(wallTime(startsAt, timeZone));
    await page.getByLabel('Ends').fill(wallTime(new Date(startsAt.getTime() + 3_600_000), timeZone));
    await page.getByRole('textbox', { name: 'Location' }).fill('Sample Hall');
    // New events are drafts: visitors see them once Published.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await save(page);
    const id = await savedId(page, 'events');
    // Role lookups skip the new-event form the navigation left hidden in the document.
    await expect(page.getByRole('textbox', { name: 'Starts' })).toHaveValue(wallTime(startsAt, timeZone));
    expect(await (await request.get('/events')).text()).toContain(title);
    expect(await (await request.get(`/events/${id}`)).text()).toContain('Sample Hall');
  });

  test('writes a blog entry as Published, which then shows on /blogs', async ({ page, request }) => {
    const title = unique('Sample thoughts on learning ');
    await page.goto('/studio/blogs/new');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await page.getByRole('combobox', { name: 'Author', exact: true }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A short invented note.');
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Invented words of a blog entry.');
    await save(page);
    const id = await savedId(page, 'blogs');
    expect(await (await request.get('/blogs')).text()).toContain(title);
    expect(await (await request.get(`/blogs/${id}`)).text()).toContain('Invented words of a blog entry.');
  });

  test('a form with problems comes back with a message at each field and the text kept', async ({ page }) => {
    await page.goto('/studio/events/new');
    const timeZone = /Time in (\S+)\./.exec(await page.getByText(/^Time in /).innerText())![1]!;
    const startsAt = new Date(Date.now() + 86_400_000);
    await page.getByRole('textbox', { name: 'Title' }).fill('   ');
    await page.getByLabel('Starts').fill(wallTime(startsAt, timeZone));
    await page.getByLabel('Ends').fill(wallTime(new Date(startsAt.getTime() - 3_600_000), timeZone));
    await page.getByRole('textbox', { name: 'Location' }).fill('Kept hall');
    await page.getByRole('textbox', { name: 'Registration or livestream address' }).fill('http://plain.example.org');
    await save(page);

    await expect(shown(page.getByTestId('form-message'))).toHaveText('Some fields need attention.');
    await expect(shown(page.getByTestId('form-message'))).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the event a title');
    await expect(page.getByLabel('Ends')).toHaveAccessibleDescription('It must end after it starts');
    await expect(page.getByRole('textbox', { name: 'Registration or livestream address' })).toHaveAccessibleDescription('Give an https address');
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Kept hall');
    await expect(page).toHaveURL(/\/studio\/events\/new$/);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript: creates a tag, and deletes it through the confirmation box', async ({ page, browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
    try {
      const plain = await context.newPage();
      const name = unique('Sample tag ');
      await plain.goto('/studio/tags/new');
      await plain.getByRole('textbox', { name: 'Name' }).fill(name);
      await plain.getByRole('button', { name: 'Save', exact: true }).click();
      const id = await savedId(plain, 'tags');
      await expect(plain.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

      await plain.getByRole('checkbox', { name: `Yes, delete “${name}”` }).check();
      await plain.getByRole('button', { name: 'Delete tag' }).click();
      await expect(plain).toHaveURL(/\/studio\/tags\?deleted=/);
      await expect(plain.getByTestId('deleted')).toHaveText(`Deleted “${name}”.`);
      await plain.goto(`/studio/tags?q=${encodeURIComponent(name)}`);
      await expect(plain.getByTestId('studio-count')).toHaveText('No tags match.');
      expect(id).toMatch(/^\d+$/);
    } finally {
      await context.close();
    }
  });
});
