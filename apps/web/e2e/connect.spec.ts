import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { mainSiteMailDir } from '../playwright.config';
import { waitForMail } from './support/mailbox';
import { DEMO_ADMIN, decideConsent, expect, expectNoAxeViolations, shown, signIn, test } from './fixtures';

/**
 * /connect (issue 19): the contact form stores the message and mails the organisation (Reply-To
 * the sender) and a copy to the sender, with and without JavaScript, on a page that stays a
 * shared cached one; the organisation's address and social links; the admins' list of messages.
 * The site has no SMTP_URL here: its mail is .eml files in MAIL_DIR (mainSiteMailDir).
 */

/** ORGANISATION_CONTACT_EMAIL's default (the test site sets none). */
const ORGANISATION_INBOX = 'contact@openshiur.example';

const unique = () => `${Date.now()}.${randomBytes(3).toString('hex')}`;

/**
 * A visitor of their own client address (X-Forwarded-For: the site trusts it, as behind a proxy), so the hourly
 * allowance the mail-sending forms share is not spent by other specs' sign-ups from 127.0.0.1.
 */
async function visitor(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': address } });
  // The cookie drawer would sit over the form's button.
  await decideConsent(context, baseURL!);
  return { page: await context.newPage(), close: () => context.close() };
}

test('the page is a shared cached page, the thank-you too, with the address and the sample social links', async ({ request, page }) => {
  for (const path of ['/connect', '/connect?sent=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/^public\b/);
  }
  await page.goto('/connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
  await expect(page.getByTestId('organisation-address')).toHaveText('1 Sample Street, Example City (sample address)');
  const social = page.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'Sample video channel' })).toHaveAttribute('href', 'https://video.example.org/openshiur');
  await expect(social.getByRole('link', { name: 'Sample community page' })).toHaveAttribute('href', 'https://social.example.org/@openshiur');
  // The content page's three links stay.
  for (const [name, href] of [['Sign up for our e-mails', '/newsletters'], ['Come to an event', '/events'], ['Support our work', '/donate']] as const) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test.describe('the contact form', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`sends with JavaScript ${javaScriptEnabled ? 'on' : 'off'}: problems beside their fields with the text kept, then the thank-you and both mails`, async ({ browser, baseURL }) => {
      const { page, close } = await visitor(browser, baseURL, javaScriptEnabled);
      try {
        const id = unique();
        const sender = `sample.contact.${id}@example.org`;
        const subject = `Sample question ${id}`;
        await page.goto('/connect');
        const form = page.getByRole('form', { name: 'Write to us' });
        await form.getByRole('textbox', { name: 'Your name' }).fill('Sample Sender');
        await form.getByRole('textbox', { name: 'Your e-mail address' }).fill('not an address');
        await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
        await form.getByRole('textbox', { name: 'Message' }).fill('Is there a shiur\non Sunday morning?');
        await form.getByRole('button', { name: 'Send message' }).click();
        const email = page.getByRole('textbox', { name: 'Your e-mail address' });
        await expect(email).toHaveAccessibleDescription('Give an e-mail address like name@example.org, so we can answer');
        await expect(email).toHaveValue('not an address');
        await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
        await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Is there a shiur\non Sunday morning?');
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        await email.fill(sender);
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page).toHaveURL(/\/connect\?sent=1$/);
        await expect(shown(page.getByTestId('contact-sent'))).toContainText('Thank you: your message is on its way');

        const toOrganisation = await waitForMail(mainSiteMailDir, ORGANISATION_INBOX, `Contact form: ${subject}`);
        expect(toOrganisation.mail.replyTo?.value).toEqual([{ name: 'Sample Sender', address: sender }]);
        expect(toOrganisation.mail.text).toContain('Is there a shiur\non Sunday morning?');
        const copy = await waitForMail(mainSiteMailDir, sender, `We received your message: ${subject}`);
        expect(copy.mail.text).toContain('Is there a shiur\non Sunday morning?');
      } finally {
        await close();
      }
    });
  }

  test('a filled honeypot is thanked, and nothing is stored or mailed', async ({ browser, baseURL }) => {
    const { page, close } = await visitor(browser, baseURL, false);
    try {
      const sender = `sample.robot.${unique()}@example.org`;
      await page.goto('/connect');
      await page.getByRole('textbox', { name: 'Your name' }).fill('Robot');
      await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(sender);
      await page.getByRole('textbox', { name: 'Subject' }).fill('Buy now');
      await page.getByRole('textbox', { name: 'Message' }).fill('Spam');
      await page.locator('input[name="website"]').fill('https://spam.example.org', { force: true });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/connect\?sent=1$/);
      // Long enough for the job runner to have sent a mail, had one been queued.
      await expect(waitForMail(mainSiteMailDir, sender, /./, 3_000)).rejects.toThrow(/No mail to/);
    } finally {
      await close();
    }
  });
});

test('an admin reads the messages in the studio', async ({ browser, baseURL, page }) => {
  const { page: sending, close } = await visitor(browser, baseURL, false);
  const subject = `Sample studio question ${unique()}`;
  try {
    await sending.goto('/connect');
    await sending.getByRole('textbox', { name: 'Your name' }).fill('Sample Studio Sender');
    await sending.getByRole('textbox', { name: 'Your e-mail address' }).fill(`sample.studio.${unique()}@example.org`);
    await sending.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await sending.getByRole('textbox', { name: 'Message' }).fill('Where is the beis medrash?');
    await sending.getByRole('button', { name: 'Send message' }).click();
    await expect(sending).toHaveURL(/\/connect\?sent=1$/);
  } finally {
    await close();
  }
  await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio' });
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // Newest first (other tests may send theirs meanwhile, so it is on the first page rather than first).
  const row = page.getByTestId('studio-messages').locator('tbody tr', { hasText: subject });
  await expect(row).toContainText('Sample Studio Sender');
  await expect(row).toContainText('Where is the beis medrash?');
});
