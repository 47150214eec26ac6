import type { Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSitePort } from '../playwright.config';
import { DEMO_ADMIN, DEMO_EDITOR, expect, expectNoAxeViolations, shown, signIn, test, type Account } from './fixtures';

/**
 * The editors' studio (issue 16): who may open it, and its list of posts in every status. The demo
 * provider's editor and reader accounts sign in through the real flow.
 */

const table = (page: Page) => shown(page.getByTestId('studio-posts'));
const statuses = (page: Page) =>
  table(page).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));

test('without a session, the studio sends the visitor to sign in and back', async ({ request }) => {
  const response = await request.get('/studio?status=Draft', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/\/login\?returnTo=%2Fstudio%3Fstatus%3DDraft$/);
});

test.describe('a signed-in reader', () => {
  // The browser reports the 403 document in its console; the status is asserted below instead.
  test.use({ tolerated: /status of 403 \(Forbidden\)/ });

  test('gets the 403 page, at the same address, in the site frame', async ({ page }) => {
    await signIn(page);
    const response = await page.goto('/studio');
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Error 403/);
    await expect(page.getByRole('button', { name: /Account menu for Sample Reader/ }).first()).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

test.describe('an editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio' });
  });

  test('sees posts of every status, newest change first, 25 a page, never cached or indexed', async ({ page }) => {
    const response = await page.goto('/studio');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(25);
    const seen = new Set(await statuses(page));
    await expect(shown(page.getByTestId('studio-count'))).toHaveText(/^[\d,]+ posts, page 1 of \d+$/);

    // Later pages hold the other statuses (drafts and inactive posts are not all on page 1).
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next ›' }).click();
    await expect(page).toHaveURL(/\/studio\?page=2$/);
    await expect(shown(page.getByTestId('studio-count'))).toHaveText(/page 2 of/);
    for (const status of await statuses(page)) seen.add(status);
    expect(seen.size).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  });

  test('narrows the list by status and title with the form, then by a series from a row', async ({ page }) => {
    await page.getByLabel('Status').selectOption('Draft');
    await page.getByRole('button', { name: 'Show posts' }).click();
    await expect(page).toHaveURL(/\/studio\?(q=&)?status=Draft$/);
    await expect(shown(page.getByTestId('studio-count'))).toHaveText(/^\d+ posts?/);
    expect(new Set(await statuses(page))).toEqual(new Set(['Draft']));

    const firstTitle = (await table(page).locator('tbody tr td').first().innerText()).trim();
    const word = firstTitle.split(/\s+/).find((w) => w.length > 3)!;
    await page.getByLabel('Title').fill(word.toLowerCase());
    await page.getByRole('button', { name: 'Show posts' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word.toLowerCase())}`));
    for (const title of await table(page).locator('tbody tr td:first-child').allInnerTexts()) {
      expect(title.toLowerCase()).toContain(word.toLowerCase());
    }

    const seriesLink = table(page).locator('tbody tr td:nth-child(3) a').first();
    const seriesName = (await seriesLink.innerText()).trim();
    await seriesLink.click();
    await expect(page).toHaveURL(/series=\d+/);
    await expect(page.getByText(`Series: ${seriesName}`)).toBeVisible();
    for (const name of await table(page).locator('tbody tr td:nth-child(3)').allInnerTexts()) expect(name.trim()).toBe(seriesName);
    await page.getByRole('link', { name: 'Any series' }).click();
    await expect(page).not.toHaveURL(/series=/);
    await expect(page).toHaveURL(/status=Draft/);
  });

  test('the form works without JavaScript', async ({ page, browser, baseURL }) => {
    // Signed in above (with JavaScript); the same session in a browser that runs none.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto('/studio');
      await plain.getByLabel('Status').selectOption('Inactive');
      await plain.getByRole('button', { name: 'Show posts' }).click();
      await expect(plain).toHaveURL(/\/studio\?(q=&)?status=Inactive$/);
      await expect(shown(plain.getByTestId('studio-count'))).toHaveText(/^\d+ posts?/);
      expect(new Set(await statuses(plain))).toEqual(new Set(['Inactive']));
    } finally {
      await context.close();
    }
  });
});

test.describe('an editor writing posts', () => {
  // A site with a database of its own (chat.spec.ts's, which reads no content), so the posts these
  // tests publish never reach another spec's searches and lists. It signs in through OIDC_ISSUER, as
  // production does, so the roles come from an outside provider's ID token here.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test.beforeEach(async ({ page }) => {
    // That site also loads the chat widget for signed-in users; there is no internet here.
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio' });
  });

  test('publishes a Daf Yomi shiur that then shows on its page, its daf page and in search', async ({ page, request }) => {
    const word = `Zevulunite${Date.now().toString(36)}`;
    const title = `Sample shiur ${word}: Berachos 5a`;
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await page.getByRole('listbox', { name: 'Authors' }).selectOption({ index: 0 });
    await page.getByRole('checkbox', { name: 'Gemara' }).check();
    await page.getByRole('combobox', { name: 'Masechta', exact: true }).selectOption('Berachos');
    await page.getByRole('spinbutton', { name: 'Daf', exact: true }).fill('5');
    await page.getByRole('combobox', { name: 'Amud' }).selectOption('a');
    await page.getByRole('textbox', { name: 'Audio address' }).fill('https://media.example.org/sample.mp3');
    const body = page.getByRole('textbox', { name: 'Text' });
    await body.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('A sample summary');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
    await expect(page.getByTestId('saved').filter({ visible: true })).toContainText('Saved.');
    const id = /\/studio\/posts\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Text' }).locator('strong')).toHaveText('A sample summary');

    // What visitors see: no session, the public pages, fresh after the save.
    const postPage = await request.get(`/p/${id}`);
    expect(postPage.status()).toBe(200);
    expect(await postPage.text()).toContain(title);
    expect(await (await request.get('/dafyomi/berachos/5')).text()).toContain(title);
    expect(await (await request.get(`/search?q=${word}`)).text()).toContain(title);
  });

  test('files a shiur under a parsha, a holiday and a chapter of Nach, and it shows on those pages', async ({ page, request }) => {
    const word = `Asherite${Date.now().toString(36)}`;
    const title = `Sample shiur ${word}: Noach and Chanukah`;
    await page.goto('/studio/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await page.getByRole('combobox', { name: 'Parsha' }).selectOption('Noach');
    await page.getByRole('combobox', { name: 'Book of Nach' }).selectOption('Psalms');
    await page.getByRole('spinbutton', { name: 'Chapter of Nach' }).fill('200');
    await page.getByRole('checkbox', { name: 'Chanukah' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Psalms has 150 chapters: the API says so beside the field, and keeps the rest.
    await expect(page.getByRole('spinbutton', { name: 'Chapter of Nach' })).toHaveAccessibleDescription('Psalms has chapters 1 to 150');
    await expect(page.getByRole('combobox', { name: 'Parsha' })).toHaveValue('Noach');
    await expect(page.getByRole('checkbox', { name: 'Chanukah' })).toBeChecked();
    await page.getByRole('spinbutton', { name: 'Chapter of Nach' }).fill('23');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);

    expect(await (await request.get('/shabbos/noach')).text()).toContain(title);
    expect(await (await request.get('/holidays/chanukah')).text()).toContain(title);
  });

  test('text typed and not saved survives a closed tab: the form offers it back, and a save clears it', async ({ page }) => {
    await page.goto('/studio/posts/new');
    const title = `Sample draft kept by the browser ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('A paragraph that was never saved');
    // Autosave runs every few seconds; then the tab "closes".
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('openshiur:studio:post-draft:new') ?? ''), { timeout: 15_000 })
      .toContain('A paragraph that was never saved');
    await page.goto('about:blank');
    await page.goto('/studio/posts/new');

    const kept = shown(page.getByTestId('kept-draft'));
    await expect(kept).toContainText('This browser kept changes you had not saved');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await kept.getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('A paragraph that was never saved');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);

    await page.goto('/studio/posts/new');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    await expect(page.getByTestId('kept-draft')).toHaveCount(0);
  });

  test('a form with problems comes back with a message at each field and the text kept', async ({ page }) => {
    await page.goto('/studio/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('   ');
    await page.getByRole('combobox', { name: 'Masechta', exact: true }).selectOption('Berachos');
    await page.getByRole('spinbutton', { name: 'Daf', exact: true }).fill('70');
    await page.getByRole('textbox', { name: 'Audio address' }).fill('https://media.example.org/kept.mp3');
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Words that must not be lost');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.locator('#post-form-message')).toHaveText('Some fields need attention.');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true');
    // Each message is the description of its own field.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription('Give the post a title');
    await expect(page.getByRole('spinbutton', { name: 'Daf', exact: true })).toHaveAccessibleDescription('Berachos has dafim 2 to 64');
    await expect(page.getByRole('textbox', { name: 'Audio address' })).toHaveValue('https://media.example.org/kept.mp3');
    await expect(page.getByRole('combobox', { name: 'Masechta', exact: true })).toHaveValue('Berachos');
    await expect(page.locator('#post-form-message')).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('Words that must not be lost');
    await expect(page).toHaveURL(/\/studio\/posts\/new$/);
    await expectNoAxeViolations(page);
  });

  test('saves without JavaScript: the body is a plain HTML field, sanitized on save', async ({ page, browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto('/studio/posts/new');
      await plain.getByRole('textbox', { name: 'Title', exact: true }).fill('Sample draft written without scripts');
      await plain.getByRole('textbox', { name: 'Text' }).fill('<p>Plain <em>markup</em></p><script>alert(1)</script>');
      await plain.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(plain).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
      await expect(plain.getByTestId('saved')).toContainText('It is Draft: visitors do not see it.');
      await expect(plain.getByRole('textbox', { name: 'Text' })).toHaveValue('<p>Plain <em>markup</em></p>');
    } finally {
      await context.close();
    }
  });

  test('a save over a newer version is a conflict that keeps both', async ({ page, context }) => {
    const first = await context.newPage();
    await page.goto('/studio?status=Draft');
    await table(page).locator('tbody tr td a').first().click();
    await expect(page).toHaveURL(/\/studio\/posts\/\d+$/);
    const address = new URL(page.url()).pathname;
    await first.goto(address);

    await first.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved first by another editor');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByTestId('saved').filter({ visible: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('My own title, typed meanwhile');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#post-form-message')).toContainText('Someone saved this post after you opened it.');
    await expect(page.getByRole('link', { name: 'load their version' })).toHaveAttribute('href', address);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('My own title, typed meanwhile');
    // Both versions, side by side, where they differ.
    const comparison = page.getByRole('table', { name: /Where their version \(saved by Sample Editor\) and yours differ/ });
    await expect(comparison.getByRole('row', { name: /^Title/ })).toHaveText(/TitleSaved first by another editorMy own title, typed meanwhile/);
    await expect(comparison.locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save over their version' }).click();
    await expect(page.getByTestId('saved').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('My own title, typed meanwhile');
  });

  test('schedules a Daf Yomi shiur a minute ahead: it goes live by itself, on every page that lists it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const word = `Naftalite${Date.now().toString(36)}`;
    const title = `Sample scheduled shiur ${word}: Shabbos 3b`;
    await page.goto('/studio/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Scheduled');
    const publishAt = page.getByLabel('Publish at');
    const timeZone = /time in (\S+)\./.exec(await page.getByText(/For Scheduled posts; time in/).innerText())![1]!;
    // The next whole minute where the site is (the field has no seconds).
    const goesLive = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(goesLive)
      .replace(' ', 'T');
    await publishAt.fill(wall);
    const seriesSelect = page.getByRole('combobox', { name: 'Series', exact: true });
    await seriesSelect.selectOption({ index: 1 });
    const seriesId = await seriesSelect.inputValue();
    await page.getByRole('spinbutton', { name: 'Episode (place in the series)' }).fill('1');
    await page.getByRole('listbox', { name: 'Authors' }).selectOption({ index: 0 });
    await page.getByRole('combobox', { name: 'Masechta', exact: true }).selectOption('Shabbos');
    await page.getByRole('spinbutton', { name: 'Daf', exact: true }).fill('3');
    await page.getByRole('textbox', { name: 'Audio address' }).fill('/media/sample-shiur.wav');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
    await expect(page.getByTestId('saved').filter({ visible: true })).toContainText('It goes live on');
    await expect(shown(page.getByLabel('Publish at'))).toHaveValue(wall);
    const id = /\/studio\/posts\/(\d+)/.exec(page.url())![1]!;
    if (Date.now() < goesLive.getTime() - 2_000) expect((await request.get(`/p/${id}`)).status()).toBe(404);

    // The job runner publishes it within moments of its time, with no one doing anything.
    await expect
      .poll(async () => (await request.get(`/p/${id}`)).status(), { timeout: 120_000, intervals: [2_000] })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
    expect(await (await request.get(`/p/${id}`)).text()).toContain(title);
    expect(await (await request.get('/dafyomi/shabbos/3')).text()).toContain(title);
    expect(await (await request.get(`/series/${seriesId}`)).text()).toContain(title);
    expect(await (await request.get(`/search?q=${word}`)).text()).toContain(title);

    // The studio says who published it, and when it went live.
    await page.goto(`/studio/posts/${id}`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Published');
    await expect(page.getByTestId('revision-history').getByRole('listitem').first()).toContainText('by Scheduled publishing: status, publish time');
  });

  test('every save is kept: the history lists them and an older version can be restored', async ({ page }) => {
    await page.goto('/studio/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sample draft, first wording');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sample draft, second wording');
    await page.getByRole('combobox', { name: 'Masechta', exact: true }).selectOption('Eruvin');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Sample draft, second wording');

    const history = page.getByTestId('revision-history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(/Version 2, .* by Sample Editor: title, masechta \(current\)/);
    await history.getByRole('link', { name: 'Restore version 1' }).click();
    await expect(page).toHaveURL(/\?restore=1$/);
    await expect(page.getByTestId('restoring')).toContainText('The form shows version 1');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Sample draft, first wording');
    await expect(page.getByRole('combobox', { name: 'Masechta', exact: true })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Sample draft, first wording');
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Version 3');
    await expect(history.getByRole('listitem').first()).toContainText('title, masechta');
  });
});

test.describe('an admin', () => {
  // The writing site (see above): the grants made here must not reach the main site's readers.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });
  const DEMO_STUDENT: Account = { email: 'student@example.org', password: 'student-demo', firstName: 'Example', lastName: 'Student' };
  // The student's 403 document is reported in the browser's console; its status is asserted instead.
  test.use({ tolerated: /status of 403 \(Forbidden\)/ });

  test.beforeEach(async ({ page }) => {
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
  });

  test('grants the editor role by e-mail address, sees it in the audit log, and takes it back', async ({ page, browser, baseURL }) => {
    const student = await browser.newContext({ baseURL });
    await student.route(chatWidgetScriptUrl, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    const studentPage = await student.newPage();
    try {
      await signIn(studentPage, { account: DEMO_STUDENT });
      expect((await studentPage.goto('/studio'))?.status()).toBe(403);

      await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio/admin' });
      await expect(page.getByRole('heading', { level: 1, name: 'Roles and audit log' })).toBeVisible();
      await page.getByRole('textbox', { name: 'E-mail address' }).fill('not an address');
      await page.getByRole('button', { name: 'Grant' }).click();
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Not an e-mail address');
      await page.getByRole('textbox', { name: 'E-mail address' }).fill('Student@Example.org');
      await page.getByRole('combobox', { name: 'Role' }).selectOption('editor');
      await page.getByRole('button', { name: 'Grant' }).click();
      await expect(shown(page.getByTestId('role-change'))).toHaveText('Granted to student@example.org.');
      await expect(shown(page.getByTestId('role-grants')).getByRole('row', { name: /student@example\.org editor/ })).toContainText('by Sample Admin');
      await expect(shown(page.getByTestId('audit-log')).locator('tbody tr').first()).toContainText('role.granted');
      await expectNoAxeViolations(page);

      // The grant counts at the student's next request: no new sign-in needed.
      expect((await studentPage.goto('/studio'))?.status()).toBe(200);
      await expect(studentPage.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
      // An editor is not an admin.
      expect((await studentPage.goto('/studio/admin'))?.status()).toBe(403);

      await shown(page.getByTestId('role-grants')).getByRole('button', { name: 'Revoke editor from student@example.org' }).click();
      await expect(shown(page.getByTestId('role-change'))).toHaveText('Taken back from student@example.org.');
      await expect(shown(page.getByTestId('audit-log')).locator('tbody tr').first()).toContainText('role.revoked');
      expect((await studentPage.goto('/studio'))?.status()).toBe(403);
    } finally {
      await student.close();
    }
  });
});
