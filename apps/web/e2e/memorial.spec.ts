import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { mainSiteMailDir } from '../playwright.config';
import { DEMO_ADMIN, expect, expectNoAxeViolations, shown, signIn, test } from './fixtures';
import { waitForMail } from './support/mailbox';

/**
 * Memorial dedications: the /memorial-donation form's Hebrew date (after sunset is the next Hebrew
 * day) with and without JavaScript; a visitor's dedication for today, paid on the demo checkout,
 * shown on today's pages only once paid, with its confirmation mail; an admin's dedication for
 * today in /studio/dedications, shown in its calendar and on the home page, today's Daf Yomi page
 * and a learning unit page of today, for anonymous visitors (cached pages, expired by the change).
 */

/** Today where the site is: the test server keeps the default SITE_TIMEZONE. */
const siteToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function fillDeceased(page: Page, name: string) {
  await page.getByLabel('Name in English', { exact: true }).fill(name);
  await page.getByLabel('Name in Hebrew (optional)', { exact: true }).fill('שם לדוגמה');
  await page.getByLabel('Parent’s name in English (optional)', { exact: true }).fill('Sample Parent');
  await page.getByLabel('Parent’s name in Hebrew (optional)', { exact: true }).fill('הורה לדוגמה');
  await page.getByLabel('ben (son of)', { exact: true }).check();
}

test('the memorial form shows the Hebrew date of the passing without JavaScript; after sunset is the next day', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/memorial-donation');
    await page.getByLabel('Date of passing', { exact: true }).fill('2026-02-02');
    await page.getByRole('button', { name: 'Show the Hebrew date' }).click();
    const preview = page.getByTestId('passing-preview');
    await expect(preview).toContainText('Hebrew date of passing: 15 Sh\'vat 5786');
    await expect(preview.locator('[lang="he"][dir="rtl"]')).toHaveText('ט״ו שבט תשפ״ו');
    await expect(preview.getByRole('listitem')).toHaveCount(3);
    await expect(preview.getByRole('listitem').first()).toContainText('15 Sh\'vat 5787');
    await page.getByLabel('After sunset', { exact: true }).check();
    await page.getByRole('button', { name: 'Show the Hebrew date' }).click();
    await expect(preview).toContainText('Hebrew date of passing: 16 Sh\'vat 5786 (ט״ז שבט תשפ״ו), after sunset');
    await expect(page.getByLabel('Date of passing', { exact: true })).toHaveValue('2026-02-02');
  } finally {
    await context.close();
  }
});

test('with JavaScript the Hebrew date follows the date as it is typed; the dedication, paid on the demo checkout, shows on that day’s pages', async ({ page, browser, baseURL }) => {
  await page.goto('/memorial-donation');
  await page.getByRole('dialog', { name: 'Cookies on this site' }).getByRole('button', { name: 'Reject non-essential' }).click();
  const preview = page.getByTestId('passing-preview');
  await page.getByLabel('Date of passing', { exact: true }).fill('2026-02-02');
  await expect(preview).toContainText('Hebrew date of passing: 15 Sh\'vat 5786');
  await page.getByLabel('After sunset', { exact: true }).check();
  await expect(preview).toContainText('16 Sh\'vat 5786 (ט״ז שבט תשפ״ו), after sunset');
  await expectNoAxeViolations(page);

  const name = `Sample Name ${randomBytes(3).toString('hex')}`;
  const email = `memorial.${randomBytes(4).toString('hex')}@example.org`;
  await fillDeceased(page, name);
  await page.getByLabel('A chosen date', { exact: true }).check();
  await page.getByLabel('Chosen date', { exact: true }).fill(siteToday());
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Amount (USD)', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Give an amount from 1 to 25,000 USD')).toBeVisible();
  await page.getByLabel('Amount (USD)', { exact: true }).fill('18');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The demo provider's checkout; until it is paid the dedication shows nowhere.
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\/demo_cs_\w+$/);
  await expect(page.getByTestId('demo-total')).toHaveText('Total: $18 USD');
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  try {
    const line = () => shown(anonymous.getByTestId('dedication')).filter({ hasText: name });
    await anonymous.goto('/');
    await expect(shown(anonymous.getByTestId('today-learning')).first()).toBeVisible();
    await expect(anonymous.getByTestId('dedication').filter({ hasText: name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Pay $18 USD' }).click();
    await expect(page).toHaveURL(/\/donate\/thankyou\?ref=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('donation-state')).toHaveAttribute('data-state', 'paid');
    const confirmed = await waitForMail(mainSiteMailDir, email, /dedicat/i, 30_000);
    expect(confirmed.mail.text).toContain(name);

    await anonymous.goto('/');
    await expect(line()).toContainText(`Today’s learning is dedicated l’iluy nishmas ${name} ben Sample Parent (שם לדוגמה בן הורה לדוגמה), 16 Sh'vat 5786`);
    await anonymous.goto('/dafyomi');
    await expect(line()).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an admin’s dedication for today shows in the studio calendar and on today’s home, Daf Yomi and learning unit pages', async ({ page, browser, baseURL }) => {
  const today = siteToday();
  const name = `Sample Name ${randomBytes(3).toString('hex')}`;
  await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio/dedications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dedications' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Dedications' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await fillDeceased(page, name);
  await page.getByLabel('Date of passing', { exact: true }).fill('2020-02-09');
  await page.getByLabel('After sunset', { exact: true }).check();
  await page.getByLabel('A chosen date', { exact: true }).check();
  await page.getByLabel('Chosen date', { exact: true }).fill(today);
  await page.getByLabel('Dedicated by (shown with the dedication)', { exact: true }).fill('Sample Family');
  await page.getByRole('button', { name: 'Add the dedication' }).click();
  await expect(page.getByTestId('dedication-added')).toHaveText(`Added the dedication for ${name}.`);
  await expect(page.locator(`td[data-date="${today}"]`).getByTestId('studio-dedication').filter({ hasText: name })).toContainText('active');

  const csv = await page.request.get(`/api/studio/dedications?month=${today.slice(0, 7)}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${today},active,memorial,date,${name},שם לדוגמה,ben,Sample Parent`);

  // Anonymous visitors get the cached pages, which the new dedication expired.
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  try {
    const line = () => shown(anonymous.getByTestId('dedication')).filter({ hasText: name });
    await anonymous.goto('/');
    await expect(line()).toContainText(`Today’s learning is dedicated l’iluy nishmas ${name} ben Sample Parent (שם לדוגמה בן הורה לדוגמה), 15 Sh'vat 5780`);
    await expect(line().locator('[lang="he"][dir="rtl"]').first()).toHaveText('שם לדוגמה בן הורה לדוגמה');
    await expect(line()).toContainText('by Sample Family');
    await expectNoAxeViolations(anonymous);
    const unit = await shown(anonymous.getByTestId('today-learning')).locator('[data-programme="mishnayot"]').getByTestId('unit-link').getAttribute('href');

    await anonymous.goto('/dafyomi');
    await expect(line()).toBeVisible();
    await anonymous.goto(unit!);
    await expect(line()).toBeVisible();
  } finally {
    await visitor.close();
  }

  // Cancelled, it leaves the pages.
  await page.locator(`td[data-date="${today}"]`).getByRole('button', { name: `Cancel the dedication for ${name} ben Sample Parent` }).click();
  await expect(page.locator(`td[data-date="${today}"]`).getByTestId('studio-dedication').filter({ hasText: name })).toContainText('cancelled');
  const again = await browser.newContext({ baseURL });
  try {
    const home = await again.newPage();
    await home.goto('/');
    await expect(shown(home.getByTestId('today-learning')).first()).toBeVisible();
    await expect(home.getByTestId('dedication').filter({ hasText: name })).toHaveCount(0);
  } finally {
    await again.close();
  }
});
