import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Database, type DemoCheckout } from '@openshiur/db';
import {
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

const { demoCheckouts, demoPayments } = schema;

/**
 * The demo payment provider (the default): a checkout page of the site's own, marked "no money
 * moves", whose Pay and Decline buttons record the outcome in `demo_checkouts` (the provider's
 * records, which reconciliation reads) and report it through the same webhook endpoint as a real
 * provider, signed with an HMAC the endpoint checks. The site refuses it in production.
 */

/** The header carrying `t={unix seconds},v1={hex HMAC-SHA256 of "t.body"}`, as Stripe's does. */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

/** A signed webhook request, ready to be POSTed to the site's webhook endpoint. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** How long an unpaid demo checkout stays open (Stripe's Checkout Sessions: a day). */
export const DEMO_CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** Signatures older than this are refused: a captured request cannot be replayed much later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const purpose = z.enum(['donation', 'order']);
const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('checkout.completed'),
    eventId: z.string(),
    providerRef: z.string(),
    purpose,
    reference: z.string(),
    paymentRef: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    subscriptionId: z.string().nullable(),
    paidAt: isoDate,
  }),
  z.object({
    type: z.literal('checkout.failed'),
    eventId: z.string(),
    providerRef: z.string(),
    purpose,
    reference: z.string(),
    reason: z.enum(['declined', 'expired']),
  }),
  z.object({
    type: z.literal('subscription.payment_succeeded'),
    eventId: z.string(),
    subscriptionId: z.string(),
    reference: z.string().nullable(),
    paymentRef: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    paidAt: isoDate,
  }),
  z.object({
    type: z.literal('subscription.cancelled'),
    eventId: z.string(),
    subscriptionId: z.string(),
    reference: z.string().nullable(),
  }),
  z.object({
    type: z.literal('payment.refunded'),
    eventId: z.string(),
    paymentRef: z.string(),
    amountRefundedCents: z.number().int().positive(),
    currency: z.string(),
  }),
]);

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** What the visitor did on the demo checkout page. */
export type DemoOutcome = 'pay' | 'decline';

export interface DemoSettlement {
  checkout: DemoCheckout;
  /** False when the checkout was no longer open: nothing changed, and `webhook` repeats its outcome. */
  changed: boolean;
  /** The event to deliver to the webhook endpoint. */
  webhook: SignedWebhook;
  /** Where the visitor goes next. */
  returnUrl: string;
}

export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'demo';
  /** The demo checkout, for its page; undefined for an unknown id. */
  readCheckout(id: string): Promise<DemoCheckout | undefined>;
  /** Pay or Decline pressed: recorded once (a second press repeats the first outcome's event). */
  settle(id: string, outcome: DemoOutcome): Promise<DemoSettlement>;
  /** A month passes on an active monthly gift: its next payment, as the provider would report it. */
  chargeMonth(subscriptionId: string): Promise<SignedWebhook>;
  /**
   * Records a payment refunded (once) and returns its `payment.refunded` event, signed; a second
   * refund returns the same event (same id), so the site applies it once. `refundPayment` is this
   * plus delivering the event to the site.
   */
  refund(paymentRef: string): Promise<SignedWebhook>;
  /** Signs an event as the demo provider does (tests; the site never calls it). */
  sign(event: PaymentEvent): SignedWebhook;
}

function stateOf(checkout: DemoCheckout, now: Date): CheckoutState {
  const base = { providerRef: checkout.id, reference: checkout.reference };
  const purposeOf = purpose.parse(checkout.purpose);
  if (checkout.state === 'paid')
    return {
      state: 'paid',
      ...base,
      purpose: purposeOf,
      paymentRef: checkout.paymentRef!,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      subscriptionId: checkout.subscriptionId,
      paidAt: checkout.updatedAt,
    };
  if (checkout.state === 'declined') return { state: 'failed', ...base, purpose: purposeOf, reason: 'declined' };
  if (checkout.state === 'expired' || now.getTime() - checkout.createdAt.getTime() > DEMO_CHECKOUT_LIFETIME_MS)
    return { state: 'failed', ...base, purpose: purposeOf, reason: 'expired' };
  return { state: 'open', ...base };
}

export function createDemoPaymentProvider(options: {
  db: Database;
  /** At least 32 characters; generated beside the session secret outside production. */
  webhookSecret: string;
  /** The absolute address of a demo checkout's page. */
  checkoutUrl: (id: string) => string;
  /**
   * Reports a refund to the site as the checkout page reports a payment: the web app POSTs it to
   * its own webhook endpoint, so a refund is applied where a real provider's would be.
   */
  deliver: (webhook: SignedWebhook) => Promise<void>;
  now?: () => Date;
}): DemoPaymentProvider {
  const { db, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const hmac = (timestamp: number, body: string) => createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');

  function sign(event: PaymentEvent): SignedWebhook {
    const body = JSON.stringify(event);
    const timestamp = Math.floor(now().getTime() / 1000);
    return { body, headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(timestamp, body)}` } };
  }

  function eventOf(state: CheckoutState): PaymentEvent {
    if (state.state === 'open') throw new Error('An open checkout has no outcome to report');
    const { state: kind, ...rest } = state;
    return kind === 'paid'
      ? { type: 'checkout.completed', eventId: newId('evt_demo'), ...(rest as Omit<Extract<CheckoutState, { state: 'paid' }>, 'state'>) }
      : { type: 'checkout.failed', eventId: newId('evt_demo'), ...(rest as Omit<Extract<CheckoutState, { state: 'failed' }>, 'state'>) };
  }

  async function readCheckout(id: string) {
    const [row] = await db.select().from(demoCheckouts).where(eq(demoCheckouts.id, id));
    return row;
  }

  return {
    name: 'demo',
    readCheckout,
    sign,
    refund,

    async refundPayment(paymentRef) {
      await options.deliver(await refund(paymentRef));
    },

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = newId('demo_cs');
      await db.insert(demoCheckouts).values({
        id,
        mode: request.frequency === 'monthly' ? 'subscription' : 'payment',
        reference: request.reference,
        purpose: request.purpose,
        lineItems: request.lineItems,
        amountCents: request.lineItems.reduce((sum, item) => sum + item.quantity * item.unitAmountCents, 0),
        currency: request.currency,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { providerRef: id, redirectUrl: options.checkoutUrl(id) };
    },

    async parseWebhook(rawBody, headers) {
      const header = headers.get(DEMO_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError('No demo signature');
      if (Math.abs(now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('The demo signature is too old');
      const expected = Buffer.from(hmac(timestamp, rawBody), 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
      return [eventSchema.parse(JSON.parse(rawBody))];
    },

    async retrieveCheckout(providerRef) {
      const checkout = await readCheckout(providerRef);
      if (!checkout) throw new Error(`No demo checkout ${providerRef}`);
      const state = stateOf(checkout, now());
      if (state.state === 'failed' && checkout.state === 'open')
        await db.update(demoCheckouts).set({ state: 'expired' }).where(and(eq(demoCheckouts.id, providerRef), eq(demoCheckouts.state, 'open')));
      return state;
    },

    async cancelSubscription(subscriptionId) {
      const [row] = await db
        .update(demoCheckouts)
        .set({ subscriptionState: 'cancelled' })
        .where(eq(demoCheckouts.subscriptionId, subscriptionId))
        .returning({ id: demoCheckouts.id });
      if (!row) throw new Error(`No demo subscription ${subscriptionId}`);
    },

    async settle(id, outcome) {
      const [changedRow] = await db
        .update(demoCheckouts)
        .set(
          outcome === 'pay'
            ? { state: 'paid', paymentRef: newId('demo_pi'), ...(await subscriptionOf(id)) }
            : { state: 'declined' },
        )
        .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.state, 'open')))
        .returning();
      if (changedRow?.paymentRef) await recordDemoPayment(changedRow.paymentRef, changedRow);
      const checkout = changedRow ?? (await readCheckout(id));
      if (!checkout) throw new Error(`No demo checkout ${id}`);
      const state = stateOf(checkout, now());
      const settled = state.state === 'open' ? { ...state, state: 'failed' as const, purpose: purpose.parse(checkout.purpose), reason: 'expired' as const } : state;
      return {
        checkout,
        changed: Boolean(changedRow),
        webhook: sign(eventOf(settled)),
        returnUrl: checkout.successUrl,
      };
    },

    async chargeMonth(subscriptionId) {
      const [checkout] = await db.select().from(demoCheckouts).where(eq(demoCheckouts.subscriptionId, subscriptionId));
      if (!checkout || checkout.subscriptionState !== 'active') throw new Error(`No active demo subscription ${subscriptionId}`);
      const paymentRef = newId('demo_in');
      await recordDemoPayment(paymentRef, checkout);
      return sign({
        type: 'subscription.payment_succeeded',
        eventId: newId('evt_demo'),
        subscriptionId,
        reference: checkout.reference,
        paymentRef,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        paidAt: now(),
      });
    },
  };

  async function recordDemoPayment(paymentRef: string, checkout: DemoCheckout) {
    await db.insert(demoPayments).values({ paymentRef, checkoutId: checkout.id, amountCents: checkout.amountCents, currency: checkout.currency });
  }

  async function refund(paymentRef: string): Promise<SignedWebhook> {
    // Marked once; a second refund finds it refunded and repeats the same event.
    await db
      .update(demoPayments)
      .set({ refundedAt: now() })
      .where(and(eq(demoPayments.paymentRef, paymentRef), isNull(demoPayments.refundedAt)));
    const [payment] = await db.select().from(demoPayments).where(eq(demoPayments.paymentRef, paymentRef));
    if (!payment) throw new Error(`No demo payment ${paymentRef}`);
    return sign({
      type: 'payment.refunded',
      eventId: `evt_demo_refund_${paymentRef}`,
      paymentRef,
      amountRefundedCents: payment.amountCents,
      currency: payment.currency,
    });
  }

  async function subscriptionOf(id: string) {
    const checkout = await readCheckout(id);
    return checkout?.mode === 'subscription' ? { subscriptionId: newId('demo_sub'), subscriptionState: 'active' as const } : {};
  }
}
