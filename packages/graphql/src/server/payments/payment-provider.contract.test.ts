import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@openshiur/db/testing';
import { createDemoPaymentProvider, type DemoPaymentProvider, type SignedWebhook } from './demo-provider';
import { WebhookSignatureError, type CheckoutRequest, type PaymentEvent, type PaymentProvider } from './provider';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator';
import { createStripePaymentProvider } from './stripe-provider';

/**
 * One contract, two adapters: what the site relies on from a payment provider, run against the
 * demo provider (its own database) and the Stripe adapter (against a local emulator of the Stripe
 * API). The driver plays the visitor and the provider's side: paying, failing, a month passing.
 */
interface Driver {
  provider: PaymentProvider;
  pay(providerRef: string): Promise<SignedWebhook[]>;
  fail(providerRef: string): Promise<SignedWebhook[]>;
  chargeMonth(subscriptionId: string): Promise<SignedWebhook[]>;
  /** What the provider reports once a subscription is cancelled. */
  cancelledEvent(subscriptionId: string, reference: string): Promise<SignedWebhook[]>;
  subscriptionActive(subscriptionId: string): Promise<boolean>;
  /** How the checkout's amount reached the provider, in cents. */
  amountAtProvider(providerRef: string): Promise<number>;
  /** Refunds through the interface, and returns what the provider then reported to the site. */
  refund(paymentRef: string): Promise<SignedWebhook[]>;
  close(): Promise<void>;
}

async function demoDriver(): Promise<Driver> {
  const database: TestDatabase = await createTestDatabase('pglite');
  const delivered: SignedWebhook[] = [];
  const provider: DemoPaymentProvider = createDemoPaymentProvider({
    db: database.db,
    webhookSecret: 'demo webhook secret for the contract test, 32+ chars',
    checkoutUrl: (id) => `http://localhost/payments/demo/checkout/${id}`,
    deliver: async (webhook) => void delivered.push(webhook),
  });
  const subscriptionOf = async (id: string) => {
    const { schema } = await import('@openshiur/db');
    const { eq } = await import('drizzle-orm');
    const [row] = await database.db.select().from(schema.demoCheckouts).where(eq(schema.demoCheckouts.subscriptionId, id));
    return row;
  };
  return {
    provider,
    pay: async (ref) => [(await provider.settle(ref, 'pay')).webhook],
    fail: async (ref) => [(await provider.settle(ref, 'decline')).webhook],
    chargeMonth: async (id) => [await provider.chargeMonth(id)],
    cancelledEvent: async (id, reference) => [
      provider.sign({ type: 'subscription.cancelled', eventId: `evt_demo_${randomUUID()}`, subscriptionId: id, reference }),
    ],
    subscriptionActive: async (id) => (await subscriptionOf(id))?.subscriptionState === 'active',
    amountAtProvider: async (ref) => (await provider.readCheckout(ref))!.amountCents,
    refund: async (ref) => {
      await provider.refundPayment(ref);
      return delivered.splice(0);
    },
    close: () => database.cleanup(),
  };
}

async function stripeDriver(): Promise<Driver> {
  const emulator: StripeEmulator = await startStripeEmulator();
  const provider = createStripePaymentProvider({ secretKey: 'sk_test_emulator', webhookSecret: emulator.webhookSecret, api: emulator.api });
  return {
    provider,
    pay: async (ref) => emulator.pay(ref),
    fail: async (ref) => emulator.expire(ref),
    chargeMonth: async (id) => emulator.chargeMonth(id),
    cancelledEvent: async (id) => emulator.subscriptionDeleted(id),
    subscriptionActive: async (id) => emulator.subscriptions.get(id)?.status === 'active',
    amountAtProvider: async (ref) => emulator.sessions.get(ref)!.amount_total,
    refund: async (ref) => {
      await provider.refundPayment(ref);
      return emulator.takeWebhooks();
    },
    close: () => emulator.close(),
  };
}

const request = (frequency: CheckoutRequest['frequency']): CheckoutRequest => ({
  purpose: 'donation',
  reference: randomUUID(),
  frequency,
  currency: 'USD',
  lineItems: [{ name: 'Donation', quantity: 1, unitAmountCents: 3600 }],
  customerEmail: 'donor@example.org',
  successUrl: 'http://localhost/donate/thankyou?ref=x',
  cancelUrl: 'http://localhost/donate?cancelled=1',
});

/** Parses every webhook of a list as the endpoint would. */
async function parseAll(provider: PaymentProvider, webhooks: SignedWebhook[]): Promise<PaymentEvent[]> {
  const events = await Promise.all(webhooks.map((hook) => provider.parseWebhook(hook.body, new Headers(hook.headers))));
  return events.flat();
}

describe.each([
  ['demo', demoDriver],
  ['stripe', stripeDriver],
] as const)('the payment provider contract: %s', (_name, makeDriver) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await makeDriver();
  }, 60_000);
  afterAll(() => driver?.close());

  it('makes a checkout for the amount the server computed, and the paid checkout reports our reference', async () => {
    const asked = request('one_time');
    const checkout = await driver.provider.createCheckout(asked);
    expect(checkout.providerRef).toMatch(/\S/);
    expect(checkout.redirectUrl).toMatch(/^https?:\/\//);
    expect(await driver.amountAtProvider(checkout.providerRef)).toBe(3600);
    expect(await driver.provider.retrieveCheckout(checkout.providerRef)).toEqual({ state: 'open', providerRef: checkout.providerRef, reference: asked.reference });

    const events = await parseAll(driver.provider, await driver.pay(checkout.providerRef));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'checkout.completed',
      providerRef: checkout.providerRef,
      purpose: 'donation',
      reference: asked.reference,
      amountCents: 3600,
      currency: 'USD',
      subscriptionId: null,
    });
    const completed = events[0] as Extract<PaymentEvent, { type: 'checkout.completed' }>;
    expect(completed.eventId).toMatch(/\S/);
    expect(completed.paymentRef).toMatch(/\S/);
    expect(completed.paidAt).toBeInstanceOf(Date);

    const state = await driver.provider.retrieveCheckout(checkout.providerRef);
    expect(state).toMatchObject({ state: 'paid', reference: asked.reference, amountCents: 3600, currency: 'USD', paymentRef: completed.paymentRef });
  });

  it('makes an order’s checkout from its lines and shipping, and reports it paid as an order', async () => {
    const asked: CheckoutRequest = {
      ...request('one_time'),
      purpose: 'order',
      lineItems: [
        { name: 'Sample wall calendar 5787', quantity: 1, unitAmountCents: 1800 },
        { name: 'Sample learning guide', quantity: 2, unitAmountCents: 1200 },
        { name: 'Shipping: Standard post', quantity: 1, unitAmountCents: 500 },
      ],
      successUrl: 'http://localhost/order/thankyou?ref=x',
      cancelUrl: 'http://localhost/order/thankyou?ref=x&left=1',
    };
    const checkout = await driver.provider.createCheckout(asked);
    expect(await driver.amountAtProvider(checkout.providerRef)).toBe(4700);
    const events = await parseAll(driver.provider, await driver.pay(checkout.providerRef));
    expect(events).toEqual([
      expect.objectContaining({ type: 'checkout.completed', purpose: 'order', reference: asked.reference, amountCents: 4700, currency: 'USD', subscriptionId: null }),
    ]);
    expect(await driver.provider.retrieveCheckout(checkout.providerRef)).toMatchObject({ state: 'paid', purpose: 'order', reference: asked.reference, amountCents: 4700 });
  });

  it('reports a checkout that will never be paid as failed, and retrieve says the same', async () => {
    const asked = request('one_time');
    const checkout = await driver.provider.createCheckout(asked);
    const events = await parseAll(driver.provider, await driver.fail(checkout.providerRef));
    expect(events).toEqual([
      expect.objectContaining({ type: 'checkout.failed', providerRef: checkout.providerRef, reference: asked.reference, reason: expect.stringMatching(/^(declined|expired)$/) }),
    ]);
    expect(await driver.provider.retrieveCheckout(checkout.providerRef)).toMatchObject({ state: 'failed', reference: asked.reference });
  });

  it('runs a monthly gift: the first payment with its subscription, each month a payment, then cancelled (twice is fine)', async () => {
    const asked = request('monthly');
    const checkout = await driver.provider.createCheckout(asked);
    const first = await parseAll(driver.provider, await driver.pay(checkout.providerRef));
    const completed = first.find((event) => event.type === 'checkout.completed');
    expect(completed).toMatchObject({ reference: asked.reference, amountCents: 3600, subscriptionId: expect.any(String) });
    const subscriptionId = (completed as Extract<PaymentEvent, { type: 'checkout.completed' }>).subscriptionId!;
    // A provider may also report the first month as a subscription payment: the same payment.
    for (const event of first.filter((e) => e.type === 'subscription.payment_succeeded'))
      expect(event).toMatchObject({ subscriptionId, paymentRef: (completed as { paymentRef: string }).paymentRef });

    const month = await parseAll(driver.provider, await driver.chargeMonth(subscriptionId));
    expect(month).toEqual([
      expect.objectContaining({ type: 'subscription.payment_succeeded', subscriptionId, reference: asked.reference, amountCents: 3600, currency: 'USD' }),
    ]);
    expect((month[0] as { paymentRef: string }).paymentRef).not.toBe((completed as { paymentRef: string }).paymentRef);

    expect(await driver.subscriptionActive(subscriptionId)).toBe(true);
    await driver.provider.cancelSubscription(subscriptionId);
    expect(await driver.subscriptionActive(subscriptionId)).toBe(false);
    await driver.provider.cancelSubscription(subscriptionId);
    const cancelled = await parseAll(driver.provider, await driver.cancelledEvent(subscriptionId, asked.reference));
    expect(cancelled).toEqual([expect.objectContaining({ type: 'subscription.cancelled', subscriptionId })]);
  });

  it('refunds a payment (a checkout’s, and a month’s of a monthly gift): reported with our paymentRef; twice is fine; a tampered report is refused', async () => {
    const checkout = await driver.provider.createCheckout(request('one_time'));
    const [completed] = (await parseAll(driver.provider, await driver.pay(checkout.providerRef))) as Extract<PaymentEvent, { type: 'checkout.completed' }>[];
    const hooks = await driver.refund(completed!.paymentRef);
    const refunded = await parseAll(driver.provider, hooks);
    expect(refunded).toEqual([
      { type: 'payment.refunded', eventId: expect.stringMatching(/\S/), paymentRef: completed!.paymentRef, amountRefundedCents: 3600, currency: 'USD' },
    ]);

    // Again: no error, and whatever is reported again is the same event (the site applies it once).
    const again = await parseAll(driver.provider, await driver.refund(completed!.paymentRef));
    for (const event of again) expect(event).toEqual(refunded[0]);

    const [hook] = hooks;
    await expect(driver.provider.parseWebhook(hook!.body.replace('3600', '1'), new Headers(hook!.headers))).rejects.toBeInstanceOf(WebhookSignatureError);

    // A month of a monthly gift is refunded by the paymentRef its payment event carried.
    const monthly = await driver.provider.createCheckout(request('monthly'));
    const first = await parseAll(driver.provider, await driver.pay(monthly.providerRef));
    const { subscriptionId } = first.find((event) => event.type === 'checkout.completed') as Extract<PaymentEvent, { type: 'checkout.completed' }>;
    const [month] = (await parseAll(driver.provider, await driver.chargeMonth(subscriptionId!))) as Extract<PaymentEvent, { type: 'subscription.payment_succeeded' }>[];
    expect(await parseAll(driver.provider, await driver.refund(month!.paymentRef))).toEqual([
      expect.objectContaining({ type: 'payment.refunded', paymentRef: month!.paymentRef, amountRefundedCents: 3600, currency: 'USD' }),
    ]);
  });

  it('refuses a webhook whose body or signature was tampered with, or that carries none', async () => {
    const checkout = await driver.provider.createCheckout(request('one_time'));
    const [hook] = await driver.pay(checkout.providerRef);
    const headers = new Headers(hook!.headers);
    await expect(driver.provider.parseWebhook(hook!.body.replace('3600', '1'), headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(driver.provider.parseWebhook(hook!.body, new Headers({ 'content-type': 'application/json' }))).rejects.toBeInstanceOf(WebhookSignatureError);
    const forged = new Headers(hook!.headers);
    for (const [name, value] of forged) if (name !== 'content-type') forged.set(name, value.replace(/[0-9a-f]{64}/, '0'.repeat(64)));
    await expect(driver.provider.parseWebhook(hook!.body, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    // The genuine one still passes.
    expect(await driver.provider.parseWebhook(hook!.body, headers)).toHaveLength(1);
  });
});
