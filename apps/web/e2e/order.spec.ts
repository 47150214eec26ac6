import type { Page } from '@playwright/test';
import { mainSiteMailDir } from '../playwright.config';
import { decideConsent, DEMO_ADMIN, expect, signIn, test } from './fixtures';
import { waitForMail, type ReceivedMail } from './support/mailbox';

/**
 * The store (/order, issue 18) on the demo payment provider: items into a cart kept in the browser,
 * the checkout with a shipping address, the demo checkout's Pay, the thank-you page with the order's
 * real state and the confirmation mail (read from MAIL_DIR); an admin marks it shipped and the
 * customer is told; an admin refunds a paid order and the customer is told. Without JavaScript an
 * item's own form still reaches the payment page.
 * Uses the seed's sample items: "Sample wall calendar 5787" ($18) and "Sample learning guide" ($12).
 */

const address = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
const mailTo = (to: string, subject: RegExp): Promise<ReceivedMail> => waitForMail(mainSiteMailDir, to, subject, 30_000);
const card = (page: Page, name: string) => page.getByTestId('store-item').filter({ hasText: name });

/** Fills the checkout's shipping and address, then sends it. */
async function checkOut(page: Page, email: string, fill = true) {
  const form = page.getByRole('form', { name: 'Your order' });
  if (fill) {
    await form.getByRole('textbox', { name: 'Your name' }).fill('Sample Customer');
    await form.getByRole('textbox', { name: 'E-mail, for your confirmation' }).fill(email);
    await form.getByRole('textbox', { name: 'Name on the parcel' }).fill('Sample Customer');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Sample Street');
    await form.getByRole('textbox', { name: 'Town or city' }).fill('Sampletown');
    await form.getByRole('textbox', { name: 'Postal code' }).fill('12345');
    await form.getByRole('textbox', { name: 'Country' }).fill('Samplia');
    await form.getByRole('radio', { name: /^Standard post/ }).check();
  }
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

async function atDemoCheckout(page: Page, total: string) {
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\/demo_cs_\w+$/);
  await expect(page.getByTestId('demo-total')).toHaveText(`Total: ${total}`);
}

test.beforeEach(async ({ page, baseURL }) => decideConsent(page.context(), baseURL!));

test.describe('ordering', () => {
  test('two items in the cart, an address, paid on the demo checkout, confirmed by mail; an admin marks it shipped and the customer is told', async ({ page, browser, baseURL }) => {
    const email = address('order');
    await page.goto('/order');
    await card(page, 'Sample wall calendar 5787').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Sample learning guide').getByRole('button', { name: 'Add to cart' }).click();
    await card(page, 'Sample learning guide').getByRole('button', { name: /add another/ }).click();
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/order\/checkout$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('spinbutton', { name: /^Sample learning guide/ })).toHaveValue('2');

    await checkOut(page, email);
    // 18 + 2 × 12 + 5 shipping, computed by the server.
    await atDemoCheckout(page, '$47 USD');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order\/thankyou\?ref=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-state')).toHaveAttribute('data-state', 'paid');
    await expect(page.getByTestId('order-state')).toContainText('Your order of $47 is paid.');

    const confirmation = await mailTo(email, /^Your order of \$47 is confirmed$/);
    for (const line of ['1 × Sample wall calendar 5787: $18', '2 × Sample learning guide: $24', 'Shipping (Standard post): $5', 'Total: $47 USD', 'Shipping to: Sample Customer, 1 Sample Street, Sampletown, 12345, Samplia'])
      expect(confirmation.mail.text).toContain(line);
    // Paid: the cart is empty again.
    await page.goto('/order');
    await expect(page.getByTestId('store-item').first()).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL });
    await decideConsent(adminContext, baseURL!);
    const admin = await adminContext.newPage();
    await signIn(admin, { account: DEMO_ADMIN, returnTo: '/studio/orders?status=paid' });
    const row = admin.getByTestId('studio-orders').getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('$47');
    await expect(row).toContainText('Paid');
    await row.getByRole('link').click();
    await expect(admin.getByTestId('studio-order-status')).toHaveText('Status: Paid');
    await admin.getByRole('textbox', { name: 'Tracking note (optional)' }).fill('Parcel SAMPLE-123');
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(admin.getByTestId('studio-order-status')).toHaveText('Status: Shipped');
    await expect(admin.getByText('Parcel SAMPLE-123')).toBeVisible();
    const shipped = await mailTo(email, /^Your order has shipped$/);
    expect(shipped.mail.text).toContain('Tracking: Parcel SAMPLE-123');

    const csv = await admin.request.get('/api/studio/orders?status=shipped');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const line = (await csv.text()).split('\r\n').find((entry) => entry.includes(email));
    expect(line).toMatch(/,shipped,1 x Sample wall calendar 5787; 2 x Sample learning guide,Standard post,5\.00,47\.00,USD,Sample Customer,/);
    expect((await page.request.get('/api/studio/orders')).status()).toBe(401);
    await adminContext.close();
  });

  test('the stock a checkout reserves shows at once, and goes back to the store when the payment is declined', async ({ browser, baseURL }) => {
    // Without JavaScript, so the item's own form can ask for every copy left in one go.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await decideConsent(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/order');
    const sefer = card(page, 'Sample sefer');
    const quantity = sefer.getByRole('spinbutton', { name: 'Quantity' });
    const left = Number(await quantity.getAttribute('max'));
    expect(left).toBeGreaterThan(0);
    await quantity.fill(String(left));
    await sefer.getByRole('button', { name: 'Order this now' }).click();
    await checkOut(page, address('stock'));
    await atDemoCheckout(page, `$${36 * left + 5} USD`);

    // Every copy is held for this checkout: the store (a cached page) says so at once.
    const store = await context.newPage();
    await store.goto('/order');
    await expect(card(store, 'Sample sefer').getByTestId('out-of-stock')).toBeVisible();

    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(/\/order\/thankyou\?ref=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-state')).toHaveAttribute('data-state', 'failed');
    await store.goto('/order');
    await expect(card(store, 'Sample sefer').getByTestId('out-of-stock')).toHaveCount(0);
    await expect(card(store, 'Sample sefer').getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', String(left));
    await context.close();
  });

  test('without JavaScript: an item’s own form opens the checkout for that item, which shows the server’s field errors, and the payment page opens', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await decideConsent(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/order');
    const guide = card(page, 'Sample learning guide');
    await expect(guide.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await guide.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await guide.getByRole('button', { name: 'Order this now' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?item=\d+&quantity=2$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    // The server refuses an incomplete address, says what is missing and keeps what was typed.
    const form = page.getByRole('form', { name: 'Your order' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Sample Customer');
    await form.getByRole('textbox', { name: 'E-mail, for your confirmation' }).fill('not-an-address');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByText('Please check the form.')).toBeVisible();
    await expect(form.getByText('Enter an e-mail address for your confirmation')).toBeVisible();
    await expect(form.getByText('Give the street address')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sample Customer');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    const email = address('nojs-order');
    await checkOut(page, email);
    // 2 × 12 + 5 shipping.
    await atDemoCheckout(page, '$29 USD');
    await context.close();
  });

  test('an admin refunds a paid order in the studio (confirmed with its box): it shows Refunded and the customer gets the refund mail', async ({ browser, baseURL }) => {
    // The customer, without JavaScript: the item's own form, the checkout, the demo Pay.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await decideConsent(context, baseURL!);
    const page = await context.newPage();
    const email = address('refund-order');
    await page.goto('/order');
    await card(page, 'Sample learning guide').getByRole('button', { name: 'Order this now' }).click();
    await checkOut(page, email);
    await atDemoCheckout(page, '$17 USD');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order\/thankyou\?ref=[0-9a-f-]{36}$/);
    const thankYou = page.url();
    await mailTo(email, /^Your order of \$17 is confirmed$/);

    const adminContext = await browser.newContext({ baseURL });
    await decideConsent(adminContext, baseURL!);
    const admin = await adminContext.newPage();
    await signIn(admin, { account: DEMO_ADMIN, returnTo: '/studio/orders?status=paid' });
    await admin.getByTestId('studio-orders').getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await expect(admin.getByTestId('studio-order-status')).toHaveText('Status: Paid');
    await admin.getByRole('checkbox', { name: 'Refund the whole order, $17 USD' }).check();
    await admin.getByRole('button', { name: 'Refund' }).click();
    // The demo provider reported the refund through the site's webhook before the page came back.
    await expect(admin.getByTestId('studio-order-status')).toHaveText('Status: Refunded');
    await expect(admin.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    const refund = await mailTo(email, /^Your order has been refunded \(\$17\)$/);
    expect(refund.mail.text).toContain('Sample Torah Learning Fund, Inc. (sample name) has refunded your order: $17 USD.');
    const csv = await admin.request.get('/api/studio/orders?status=refunded');
    expect((await csv.text()).split('\r\n').find((entry) => entry.includes(email))).toMatch(/,refunded,1 x Sample learning guide,/);
    await adminContext.close();

    // The customer's own page of the order says so too.
    await page.goto(thankYou);
    await expect(page.getByTestId('order-state')).toHaveAttribute('data-state', 'refunded');
    await expect(page.getByTestId('order-state')).toHaveText('Your order of $17 was refunded. The refund mail is in your inbox.');
    await context.close();
  });
});
