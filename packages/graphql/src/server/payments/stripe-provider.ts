import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CheckoutPurpose,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

/**
 * Stripe behind the payment interface: Checkout Sessions (`payment` mode for a one-time gift,
 * `subscription` mode with a monthly `price_data` for a monthly one), webhooks verified on the raw
 * body with `stripe.webhooks.constructEvent`. Our reference travels as `client_reference_id` and in
 * the metadata of the session, its PaymentIntent and its subscription (so a monthly charge names
 * the donation even if it arrives before the checkout's own event).
 *
 * Refunds: the site names a payment as it stored it, a PaymentIntent id (`pi_…`, a one-time
 * checkout) or, for a month of a monthly gift, the invoice id (`in_…`). An invoice's PaymentIntent
 * is found through its InvoicePayment (this API version's invoices carry no `payment_intent`), and
 * `charge.refunded` (whose Charge carries no `invoice` either) is mapped back the same way, so the
 * event names the site's own `paymentRef`. Only a full refund (`charge.refunded` with `refunded`
 * true) is reported; a partial refund made at the dashboard is left to the dashboard.
 */
export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests point it at a local emulator). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const purposeOf = (metadata: Stripe.Metadata | null | undefined): CheckoutPurpose =>
  metadata?.purpose === 'order' ? 'order' : 'donation';

function referenceOf(session: Stripe.Checkout.Session): string {
  const reference = session.client_reference_id ?? session.metadata?.reference;
  if (!reference) throw new Error(`Checkout Session ${session.id} carries no reference`);
  return reference;
}

/** A paid session's fields as the site records them. */
function paidState(session: Stripe.Checkout.Session, paidAt: Date): Extract<CheckoutState, { state: 'paid' }> {
  return {
    state: 'paid',
    providerRef: session.id,
    purpose: purposeOf(session.metadata),
    reference: referenceOf(session),
    // A subscription's first payment is its first invoice: `invoice.paid` names the same one.
    paymentRef: idOf(session.payment_intent) ?? idOf(session.invoice) ?? session.id,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    subscriptionId: idOf(session.subscription),
    paidAt,
  };
}

const isPaid = (session: Stripe.Checkout.Session) => session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  /** The PaymentIntent that paid an invoice (a month of a monthly gift). */
  async function intentOfInvoice(invoiceId: string): Promise<string> {
    const { data } = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
    const intent = idOf(data[0]?.payment.payment_intent);
    if (!intent) throw new Error(`Invoice ${invoiceId} has no paid PaymentIntent`);
    return intent;
  }

  /** The site's `paymentRef` of a PaymentIntent: the invoice it paid, if any, else the intent itself. */
  async function paymentRefOfIntent(intentId: string): Promise<string> {
    const { data } = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 });
    return idOf(data[0]?.invoice) ?? intentId;
  }

  async function refundedEvents(event: Stripe.ChargeRefundedEvent): Promise<PaymentEvent[]> {
    const charge = event.data.object;
    const intent = idOf(charge.payment_intent);
    if (!charge.refunded || !intent) return [];
    return [
      {
        type: 'payment.refunded',
        eventId: event.id,
        paymentRef: await paymentRefOfIntent(intent),
        amountRefundedCents: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      },
    ];
  }

  function eventsOf(event: Stripe.Event): PaymentEvent[] {
    const paidAt = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // A delayed method (a bank debit) completes the session unpaid; its own event follows.
        if (!isPaid(session)) return [];
        const { state: _state, ...paid } = paidState(session, paidAt);
        return [{ type: 'checkout.completed', eventId: event.id, ...paid }];
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = event.data.object;
        return [
          {
            type: 'checkout.failed',
            eventId: event.id,
            providerRef: session.id,
            purpose: purposeOf(session.metadata),
            reference: referenceOf(session),
            reason: event.type === 'checkout.session.expired' ? 'expired' : 'declined',
          },
        ];
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const subscriptionId = idOf(details?.subscription);
        if (!subscriptionId || !invoice.id) return [];
        return [
          {
            type: 'subscription.payment_succeeded',
            eventId: event.id,
            subscriptionId,
            reference: details?.metadata?.reference ?? null,
            paymentRef: invoice.id,
            amountCents: invoice.amount_paid,
            currency: invoice.currency.toUpperCase(),
            paidAt,
          },
        ];
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        return [{ type: 'subscription.cancelled', eventId: event.id, subscriptionId: subscription.id, reference: subscription.metadata?.reference ?? null }];
      }
      default:
        return [];
    }
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const metadata = { reference: request.reference, purpose: request.purpose };
      const monthly = request.frequency === 'monthly';
      const session = await stripe.checkout.sessions.create({
        mode: monthly ? 'subscription' : 'payment',
        line_items: request.lineItems.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: item.unitAmountCents,
            product_data: { name: item.name },
            ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
          },
        })),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        client_reference_id: request.reference,
        metadata,
        ...(monthly ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no address`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async parseWebhook(rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return event.type === 'charge.refunded' ? refundedEvents(event) : eventsOf(event);
    },

    async retrieveCheckout(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'complete' && isPaid(session)) return paidState(session, new Date());
      if (session.status === 'expired')
        return { state: 'failed', providerRef, purpose: purposeOf(session.metadata), reference: referenceOf(session), reason: 'expired' };
      return { state: 'open', providerRef, reference: referenceOf(session) };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Cancelled already (by the donor at Stripe, or a second press): that is what was asked.
        const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (subscription?.status !== 'canceled') throw error;
      }
    },

    async refundPayment(paymentRef) {
      const paymentIntent = paymentRef.startsWith('in_') ? await intentOfInvoice(paymentRef) : paymentRef;
      try {
        await stripe.refunds.create({ payment_intent: paymentIntent });
      } catch (error) {
        // Refunded already (a second press, or at the dashboard): that is what was asked.
        if (!(error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded')) throw error;
      }
    },
  };
}
