import type { Browser, Page } from '@playwright/test';
import { mainSiteMailDir } from '../playwright.config';
import { decideConsent, DEMO_ADMIN, expect, signIn, test } from './fixtures';
import { sitePath, waitForMail, type ReceivedMail } from './support/mailbox';

/**
 * Donations on the demo payment provider (issue 18): the /donate form sends the donor to the demo
 * checkout ("no money moves"), whose Pay and Decline report back through the site's webhook; the
 * thank-you page shows the donation's real state; the receipt comes by mail (read from MAIL_DIR);
 * a monthly receipt's signed link cancels; admins see donations in the studio and as CSV.
 */

const address = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
const receiptTo = (to: string, subject: RegExp): Promise<ReceivedMail> => waitForMail(mainSiteMailDir, to, subject, 30_000);

interface Gift {
  email: string;
  name?: string;
  monthly?: boolean;
  preset?: string;
  custom?: string;
  dedication?: { type: 'honour' | 'memory'; name: string };
  message?: string;
  anonymous?: boolean;
}

/** Fills the /donate form and sends it. */
async function giveOn(page: Page, gift: Gift) {
  await page.goto('/donate');
  const form = page.getByRole('form', { name: 'Give now' });
  if (gift.monthly) await form.getByLabel('Monthly').check();
  if (gift.custom) {
    await form.getByRole('radio', { name: 'Other amount' }).check();
    await form.getByRole('textbox', { name: /^Other amount, 1 to 25,000 USD/ }).fill(gift.custom);
  } else if (gift.preset) await form.getByRole('radio', { name: gift.preset, exact: true }).check();
  if (gift.dedication) {
    await form.getByRole('combobox', { name: 'Dedicate this donation' }).selectOption(gift.dedication.type);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(gift.dedication.name);
  }
  if (gift.message) await form.getByRole('textbox', { name: 'Message (optional)' }).fill(gift.message);
  if (gift.name) await form.getByRole('textbox', { name: 'Your name' }).fill(gift.name);
  if (gift.anonymous) await form.getByRole('checkbox', { name: /Give anonymously/ }).check();
  await form.getByRole('textbox', { name: 'E-mail, for your receipt' }).fill(gift.email);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

/** On the demo checkout: checks what it says, then presses Pay or Decline. */
async function atDemoCheckout(page: Page, total: string, outcome: 'Pay' | 'Decline') {
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\/demo_cs_\w+$/);
  await expect(page.getByTestId('demo-banner')).toContainText('Demo payment: no money moves');
  await expect(page.getByTestId('demo-total')).toHaveText(`Total: ${total}`);
  await page.getByRole('button', { name: outcome === 'Pay' ? `Pay ${total}` : /^Decline/ }).click();
  await expect(page).toHaveURL(/\/donate\/thankyou\?ref=[0-9a-f-]{36}$/);
}

async function visitor(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await decideConsent(context, baseURL!);
  return context.newPage();
}

test.beforeEach(async ({ page, baseURL }) => decideConsent(page.context(), baseURL!));

test.describe('donating', () => {
  test('a one-time gift of a custom amount with a dedication is paid, confirmed and receipted', async ({ page }) => {
    const email = address('once');
    await giveOn(page, { email, name: 'Sample Donor', custom: '42.50', dedication: { type: 'memory', name: 'A Sample Grandparent' }, message: 'For the daily shiur' });
    await atDemoCheckout(page, '$42.50 USD', 'Pay');
    await expect(page.getByTestId('donation-state')).toHaveAttribute('data-state', 'paid');
    await expect(page.getByTestId('donation-state')).toHaveText('Your donation of $42.50 is paid. Your receipt is on its way to your inbox.');

    const receipt = await receiptTo(email, /^Receipt for your donation of \$42\.50$/);
    for (const line of ['Amount: $42.50 USD', 'Donation: one-time', 'Dedication: In memory of A Sample Grandparent', 'Tax id: 00-0000000 (sample tax id)'])
      expect(receipt.mail.text).toContain(line);
    expect(receipt.links.some((link) => link.includes('/donate/monthly/cancel'))).toBe(false);
  });

  test('a monthly gift is receipted with a signed link that cancels it, once', async ({ page }) => {
    const email = address('monthly');
    await giveOn(page, { email, name: 'Sample Monthly Donor', monthly: true, preset: '18' });
    await atDemoCheckout(page, '$18 USD a month', 'Pay');
    await expect(page.getByTestId('donation-state')).toHaveText('Your donation of $18 a month is paid. Your receipt is on its way to your inbox.');

    const receipt = await receiptTo(email, /^Receipt for your monthly donation of \$18$/);
    expect(receipt.mail.text).toContain('Donation: monthly, until you cancel it');
    const link = receipt.links.find((href) => href.includes('/donate/monthly/cancel?token='));
    expect(link, 'the cancel link').toBeTruthy();

    // Opening the link (as a mail scanner would) changes nothing; the button cancels.
    await page.goto(sitePath(link!));
    await expect(page.getByText('Your monthly donation of $18 a month is active.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel my monthly donation' }).click();
    await expect(page.getByTestId('monthly-cancelled')).toContainText('is cancelled: no further payments will be taken');
    await receiptTo(email, /^Your monthly donation of \$18 is cancelled$/);
    await page.goto(sitePath(link!));
    await expect(page.getByTestId('monthly-cancelled')).toHaveText('This monthly donation of $18 a month was already cancelled.');
  });

  test('without JavaScript: the server refuses a bad amount, and a declined payment says so with a way to try again', async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL, false);
    const email = address('nojs');
    await giveOn(page, { email, name: 'Sample Donor Without Scripts', custom: '0.50' });
    await expect(page.getByTestId('donation-amount-error')).toHaveText('Give an amount from 1 to 25,000 USD');
    await expect(page.getByRole('textbox', { name: 'E-mail, for your receipt' })).toHaveValue(email);

    await giveOn(page, { email, name: 'Sample Donor Without Scripts', preset: '36' });
    await atDemoCheckout(page, '$36 USD', 'Decline');
    await expect(page.getByTestId('donation-state')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('donation-state')).toHaveText('The payment of $36 did not go through, and nothing was charged.');
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/donate');
    // The webhook endpoint refuses what its provider did not sign.
    const forged = await page.request.post('/api/payments/webhook', {
      data: JSON.stringify({ type: 'checkout.completed', eventId: 'evt_forged' }),
      headers: { 'content-type': 'application/json', 'x-demo-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status()).toBe(400);
    await page.context().close();
  });

  test('an admin sees a paid anonymous gift in /studio/donations and in its CSV; visitors cannot export', async ({ page, browser, baseURL }) => {
    const donor = await visitor(browser, baseURL);
    const email = address('anon');
    await giveOn(donor, { email, name: 'Sample Quiet Donor', anonymous: true, preset: '100' });
    await atDemoCheckout(donor, '$100 USD', 'Pay');
    await expect(donor.getByTestId('donation-state')).toHaveAttribute('data-state', 'paid');
    expect((await donor.request.get('/api/studio/donations')).status()).toBe(401);
    await donor.context().close();

    await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio/donations?status=completed' });
    await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Donations' })).toHaveAttribute('aria-current', 'page');
    const row = page.getByTestId('studio-donations').getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Anonymous (Sample Quiet Donor)');
    await expect(row).toContainText('$100 one-time');
    await expect(row).toContainText('Paid');
    await expect(page.getByTestId('donation-totals')).toContainText(/received \$[\d,.]+ USD/);

    const csv = await page.request.get('/api/studio/donations?status=completed');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const line = (await csv.text()).split('\r\n').find((entry) => entry.includes(email));
    expect(line).toMatch(/,completed,one_time,100\.00,USD,100\.00,1,0\.00,Sample Quiet Donor,[^,]+,yes,/);
  });
});
