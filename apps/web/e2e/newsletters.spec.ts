import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { mainSiteMailDir } from '../playwright.config';
import { waitForMail } from './support/mailbox';
import { DEMO_ADMIN, expect, expectNoAxeViolations, shown, signIn, test } from './fixtures';

/**
 * The newsletter sign-up (issue 17): the form, the double opt-in mail and its link, the
 * preferences page, one-click unsubscribe as a mail client does it, and the admins' lists and CSV.
 * The site has no SMTP_URL here, so every mail is an .eml file in its MAIL_DIR (mainSiteMailDir).
 */

const mailDir = mainSiteMailDir;

const uniqueAddress = (label: string) => `sample.${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.org`;

/** The newest mail to `address` whose subject matches, waiting for the job runner to write it. */
const mailTo = async (address: string, subject: RegExp): Promise<ParsedMail> => (await waitForMail(mailDir, address, subject, 20_000)).mail;

/** The site path (with its token) of the first link in `mail` to `path`: mails name the site's public origin. */
function linkIn(mail: ParsedMail, path: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const match = new RegExp(`https?://[^"\\s<>]*${path.replaceAll('/', '\\/')}\\?token=[\\w.-]+`).exec(html);
  expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  const url = new URL(match![0].replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/** The List-* headers of a mail: mailparser folds them into one `list` header. */
function listHeaders(mail: ParsedMail): { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } {
  return (mail.headers.get('list') ?? {}) as unknown as ReturnType<typeof listHeaders>;
}

/** The List-Unsubscribe target of a bulk mail, as a site path. */
function listUnsubscribe(mail: ParsedMail): string {
  const target = listHeaders(mail).unsubscribe?.url;
  expect(target, 'a List-Unsubscribe address').toMatch(/^https?:\/\//);
  const url = new URL(target!);
  return `${url.pathname}${url.search}`;
}

/** Opens a confirmation link and presses its button: opening alone confirms nothing (mail scanners open links). */
async function confirmByLink(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
}

async function signUpInForm(page: Page, address: string, lists: string[], firstName?: string) {
  await page.goto('/newsletters');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  if (firstName) await page.getByRole('textbox', { name: 'First name (optional)' }).fill(firstName);
  for (const list of lists) await page.getByRole('checkbox', { name: list }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(shown(page.getByTestId('newsletter-signup-done'))).toContainText('Check your inbox.');
}

test('the form is a shared cached page; the pages behind mail links never are', async ({ request }) => {
  const form = await request.get('/newsletters?utm_source=mail');
  expect(form.status()).toBe(200);
  expect(form.headers()['cache-control']).toContain('public');
  for (const path of ['/newsletters/confirm?token=x', '/newsletters/preferences?token=x', '/newsletters/preferences/unsubscribe?token=x']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-store');
  }
});

test.describe('with JavaScript', () => {
  test('signs up, confirms by the mailed link, changes the lists, and unsubscribes in one click', async ({ page, request }) => {
    await page.goto('/newsletters');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Sign Up' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Problems come back beside their fields, and what was typed stays.
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('not an address');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Enter an e-mail address like name@example.org');
    await expect(page.getByRole('group', { name: 'Newsletters' })).toHaveAccessibleDescription('Choose at least one newsletter');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('not an address');

    const address = uniqueAddress('js');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
    await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Sample');
    await page.getByRole('checkbox', { name: 'Daily Daf' }).check();
    await page.getByRole('checkbox', { name: 'Events and announcements' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(shown(page.getByTestId('newsletter-signup-done'))).toContainText('Check your inbox.');

    const confirmation = await mailTo(address, /^Confirm your subscription to /);
    expect(confirmation.text).toContain('You asked to receive Daily Daf and Events and announcements');
    expect(confirmation.text).toContain("If you didn't ask, ignore this mail: nothing will be sent.");
    expect(listHeaders(confirmation).unsubscribe).toBeUndefined();
    const confirmPath = linkIn(confirmation, '/newsletters/confirm');

    const linkOpened = await page.goto(confirmPath);
    expect(linkOpened?.headers()['cache-control']).toContain('no-store');
    // Opening the link (as a mail scanner does) confirms nothing: the button does.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
    await expect(shown(page.getByTestId('newsletter-confirmed'))).toContainText('You receive Daily Daf and Events and announcements at');
    await expectNoAxeViolations(page);

    // Followed again (a second click, a mail scanner), it changes nothing.
    await confirmByLink(page, confirmPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();

    await page.getByRole('link', { name: 'Manage your e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail preferences' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Daily Daf' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Weekly Parsha' })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'Daily Daf' }).uncheck();
    await page.getByRole('checkbox', { name: 'Weekly Parsha' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(shown(page.getByTestId('newsletter-preferences-saved'))).toHaveText('Your preferences are saved.');
    await expect(page.getByRole('checkbox', { name: 'Daily Daf' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Weekly Parsha' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Events and announcements' })).toBeChecked();
    const preferencesPath = new URL(page.url()).pathname + '?token=' + new URL(page.url()).searchParams.get('token');

    // The welcome mail is bulk: the preferences link in its body, one-click unsubscribe in its headers.
    const welcome = await mailTo(address, /^Welcome to /);
    expect(listHeaders(welcome)['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(welcome, '/newsletters/preferences')).toMatch(/^\/newsletters\/preferences\?token=/);
    const oneClick = listUnsubscribe(welcome);

    // Opening the link (as scanners do) unsubscribes no one: it leads to a page with a button.
    const opened = await request.get(oneClick, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers()['location']).toMatch(/^\/newsletters\/preferences\/unsubscribe\?token=/);
    await page.goto(preferencesPath);
    await expect(page.getByRole('checkbox', { name: 'Weekly Parsha' })).toBeChecked();

    // A mail client's RFC 8058 POST: 200, no page; again, the same.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const posted = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
      expect(posted.status()).toBe(200);
      expect(await posted.text()).toBe('Unsubscribed.\n');
    }
    await page.goto(preferencesPath);
    for (const list of ['Daily Daf', 'Weekly Parsha', 'Events and announcements']) {
      await expect(page.getByRole('checkbox', { name: list })).not.toBeChecked();
    }
    expect((await request.post(`${oneClick}x`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  });

  test('the unsubscribe link opened in a browser asks before it unsubscribes', async ({ page }) => {
    const address = uniqueAddress('button');
    await signUpInForm(page, address, ['Weekly Parsha']);
    await confirmByLink(page, linkIn(await mailTo(address, /^Confirm your subscription/), '/newsletters/confirm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
    const oneClick = listUnsubscribe(await mailTo(address, /^Welcome to /));
    await page.goto(oneClick);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(shown(page.getByTestId('newsletter-unsubscribed'))).toContainText('Nothing more will be sent to you.');
  });

  test('a forged or expired link is refused in words', async ({ page }) => {
    await confirmByLink(page, '/newsletters/confirm?token=not.a.token');
    await expect(page.getByRole('heading', { level: 1, name: 'This confirmation link does not work' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not valid or has expired' })).toBeVisible();
    await page.goto('/newsletters/preferences?token=not.a.token');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form signs up and the link confirms; a filled honeypot is answered alike and mails nothing', async ({ page }) => {
    const address = uniqueAddress('nojs');
    await signUpInForm(page, address, ['Weekly Parsha'], 'Sample');
    await confirmByLink(page, linkIn(await mailTo(address, /^Confirm your subscription/), '/newsletters/confirm'));
    await expect(shown(page.getByTestId('newsletter-confirmed'))).toContainText('You receive Weekly Parsha at');

    // A confirmed address asking again gets a "confirm your changes" mail; the answer is the same.
    await signUpInForm(page, address, ['Daily Daf']);
    await confirmByLink(page, linkIn(await mailTo(address, /^Confirm the changes/), '/newsletters/confirm'));
    await expect(shown(page.getByTestId('newsletter-confirmed'))).toContainText('You receive Daily Daf and Weekly Parsha at');

    const bot = uniqueAddress('bot');
    await page.goto('/newsletters');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(bot);
    await page.getByRole('checkbox', { name: 'Daily Daf' }).check();
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(shown(page.getByTestId('newsletter-signup-done'))).toContainText('Check your inbox.');
    // A real sign-up after it is mailed within seconds; the bot's never is.
    const control = uniqueAddress('control');
    await signUpInForm(page, control, ['Daily Daf']);
    await mailTo(control, /^Confirm your subscription/);
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    const contents = await Promise.all(files.map((name) => readFile(join(mailDir, name), 'utf8')));
    expect(contents.some((raw) => raw.includes(bot))).toBe(false);
  });
});

test.describe('a script posting the form', () => {
  test.use({ javaScriptEnabled: false });

  test('gets a clear "too many" answer past the hourly allowance of its address', async ({ browser, baseURL }) => {
    // The site reads the client address from X-Forwarded-For (TRUST_PROXY here, as behind a proxy): an address of
    // this test's own, so no other test's sign-ups count against it.
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': address } });
    const page = await context.newPage();
    try {
      // The honeypot filled: counted like any sign-up, but nothing stored or mailed.
      const submit = async () => {
        await page.goto('/newsletters');
        await page.getByRole('textbox', { name: 'E-mail address' }).fill('sample.script@example.org');
        await page.getByRole('checkbox', { name: 'Daily Daf' }).check();
        await page.locator('input[name="website"]').fill('x', { force: true });
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.waitForLoadState('load');
      };
      // MAIL_FORM_RATE_LIMIT's default: 20 an hour.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await submit();
        await expect(shown(page.getByTestId('newsletter-signup-done'))).toBeVisible();
      }
      await submit();
      await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-ups' })).toHaveText('Too many sign-ups from your connection. Please try again in an hour.');
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('sample.script@example.org');
    } finally {
      await context.close();
    }
  });
});

test.describe('an admin', () => {
  test('manages the lists and exports confirmed members as CSV; no one else can', async ({ page, browser, baseURL }) => {
    const anonymous = await page.request.get('/api/studio/newsletters/members');
    expect(anonymous.status()).toBe(401);

    // A member to find in the export, and one who never confirmed.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const member = uniqueAddress('member');
    const waiting = uniqueAddress('waiting');
    try {
      await signUpInForm(visitorPage, member, ['Daily Daf'], '=HYPERLINK("x")');
      await confirmByLink(visitorPage, linkIn(await mailTo(member, /^Confirm your subscription/), '/newsletters/confirm'));
      await expect(shown(visitorPage.getByTestId('newsletter-confirmed'))).toBeVisible();
      await signUpInForm(visitorPage, waiting, ['Daily Daf']);
      // A signed-in reader is refused by the export itself (the proxy never sees /api).
      await signIn(visitorPage);
      expect((await visitorPage.request.get('/api/studio/newsletters/members?list=daily-daf')).status()).toBe(403);
    } finally {
      await visitor.close();
    }

    await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio/newsletters' });
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Newsletters' })).toHaveAttribute('aria-current', 'page');
    await expect(shown(page.getByTestId('members-daily-daf'))).not.toHaveText('0');
    await expectNoAxeViolations(page);

    const csv = await page.request.get('/api/studio/newsletters/members?list=daily-daf');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="[a-z0-9-]+-daily-daf-members-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('email,first_name,confirmed_at,lists');
    const row = lines.find((line) => line.startsWith(`${member},`));
    // The name typed into the public form is written so no spreadsheet runs it.
    expect(row).toMatch(new RegExp(`^${member.replaceAll('.', '\\.')},"'=HYPERLINK\\(""x""\\)",\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,daily-daf$`));
    expect(lines.some((line) => line.startsWith(waiting))).toBe(false);
    expect((await page.request.get('/api/studio/newsletters/members')).status()).toBe(200);
    expect((await page.request.get('/api/studio/newsletters/members?list=no-such-list')).status()).toBe(404);

    // A new list appears on the public form at once; archived, it leaves it.
    const name = `Sample Tehillim ${randomBytes(2).toString('hex')}`;
    const newList = page.getByRole('form', { name: 'New list' });
    await newList.getByRole('textbox', { name: 'Name' }).fill(name);
    await newList.getByRole('spinbutton', { name: 'Place on the form' }).fill('9');
    await newList.getByRole('button', { name: 'Add list' }).click();
    await expect(shown(page.getByTestId('newsletter-list-saved'))).toHaveText(`Saved ${name}.`);
    await page.goto('/newsletters');
    await expect(page.getByRole('checkbox', { name })).toBeVisible();

    await page.goto('/studio/newsletters');
    await page.getByText(`Edit ${name}`).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('checkbox', { name: /^Archived/ }).check();
    await edit.getByRole('button', { name: 'Save list' }).click();
    await expect(shown(page.getByTestId('newsletter-list-saved'))).toHaveText(`Saved ${name}.`);
    await page.goto('/newsletters');
    await expect(page.getByRole('checkbox', { name: 'Daily Daf' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name })).toHaveCount(0);
  });
});
