import type { Browser, Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSiteMailDir, externalProviderSitePort } from '../playwright.config';
import { DEMO_EDITOR, expect, newAccount, signIn, test, type Account } from './fixtures';
import { sitePath, waitForMail } from './support/mailbox';

/**
 * Subscriber alerts (issue 17): a reader follows a series; an editor publishes a shiur in it; the
 * reader gets a mail that links to the shiur and stops the alerts with one click. On the site whose
 * job runner ticks every 3 s and whose posts no other spec reads.
 */
const site = `http://127.0.0.1:${externalProviderSitePort}`;
test.use({ baseURL: site });

async function pageFor(browser: Browser, account: Account, returnTo: string, signUp = false): Promise<Page> {
  const context = await browser.newContext({ baseURL: site });
  // That site loads the chat widget for signed-in users; there is no internet here.
  await context.route(chatWidgetScriptUrl, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }));
  const page = await context.newPage();
  await signIn(page, { account, returnTo, signUp });
  return page;
}

/** The editor publishes a shiur in the series, through the studio's form. */
async function publishInSeries(browser: Browser, seriesId: string, title: string): Promise<string> {
  const page = await pageFor(browser, DEMO_EDITOR, '/studio/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
  await page.getByRole('combobox', { name: 'Series', exact: true }).selectOption(seriesId);
  await page.getByRole('listbox', { name: 'Authors' }).selectOption({ index: 0 });
  await page.getByRole('textbox', { name: 'Audio address' }).fill('https://media.example.org/sample.mp3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
  const id = /\/studio\/posts\/(\d+)/.exec(page.url())![1]!;
  await page.context().close();
  return id;
}

test('a follower of a series gets a mail when it publishes, and one click stops the alerts', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const reader = newAccount('alerts');
  const seriesId = '2';
  const page = await pageFor(browser, reader, `/series/${seriesId}`, true);
  const seriesName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const follow = page.getByRole('button', { name: 'Subscribe' });
  await follow.click();
  // The button is optimistic: leaving before the server answered could cancel the request.
  await expect(page.getByRole('status').filter({ hasText: `You are subscribed to ${seriesName}` })).toBeAttached();

  // The profile offers the choice of immediate alerts (the default) or a daily digest.
  await page.goto('/profile');
  await expect(page.getByRole('radio', { name: /An e-mail for each new shiur/ })).toBeChecked();

  const title = `Sample alert shiur ${Date.now().toString(36)}`;
  const postId = await publishInSeries(browser, seriesId, title);

  const mail = await waitForMail(externalProviderSiteMailDir, reader.email, `New: ${title}`);
  expect(mail.mail.text).toContain(`New from ${seriesName}:`);
  expect(mail.links.some((link) => sitePath(link) === `/p/${postId}`)).toBe(true);
  // A bulk mail: one-click unsubscribe for the mail app, and the site's postal address.
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.header('list-unsubscribe') ?? '')![1]!;
  expect(mail.mail.text).toContain('Sample Street');

  // Outside production the site lists what it wrote, readable, at /dev/mail.
  await page.goto('/dev/mail');
  await page.getByRole('link', { name: `New: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New: ${title}` })).toBeVisible();
  await expect(page.getByText('List-Unsubscribe=One-Click', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/p/${postId}$`) })).toBeVisible();

  // The link in the mail asks first (opening it changes nothing), then stops the alerts.
  const stopLink = mail.links.find((link) => link.includes('/alerts/unsubscribe'))!;
  await page.goto(sitePath(stopLink));
  await expect(page.getByText(`Stop e-mails about new shiurim from ${seriesName}?`)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('link', { name: seriesName })).toBeVisible();
  await page.goto(sitePath(stopLink));
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer get' })).toHaveText(`You will no longer get e-mails about ${seriesName}.`);
  await page.goto('/profile');
  await expect(page.getByText('You do not follow any series yet.')).toBeVisible();

  // The mail app's one-click POST (RFC 8058) works too, and again changes nothing.
  const unsubscribed = await request.post(sitePath(oneClick), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(unsubscribed.status()).toBe(200);
  expect((await request.post('/api/alerts/unsubscribe?token=forged', { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  await page.context().close();
});

test('the daily digest choice is saved on the profile, without JavaScript too', async ({ browser }) => {
  // Signed in with scripts (the sign-in flow needs them), then the same session without.
  const signedIn = await pageFor(browser, newAccount('digest'), '/profile', true);
  const storageState = await signedIn.context().storageState();
  await signedIn.context().close();
  const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false, storageState });
  const page = await context.newPage();
  await page.goto('/profile');
  await page.getByRole('radio', { name: /One e-mail a day/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\?alerts=saved#alerts$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /One e-mail a day/ })).toBeChecked();
  await context.close();
});
