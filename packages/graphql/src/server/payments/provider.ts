import type { CheckoutLineItem, PaymentProviderName } from '@openshiur/db';

/**
 * One interface for every payment provider (the demo provider and Stripe). Card data never reaches
 * the site: the visitor pays on the provider's hosted checkout, and the provider tells the site what
 * happened through its webhook. Donations use it now; orders (the store) will use it the same way,
 * with line items whose prices the server computed.
 */

/** What a checkout pays for: the `reference` names a row of this kind. */
export type CheckoutPurpose = 'donation' | 'order';

export type { CheckoutLineItem };

export interface CheckoutRequest {
  purpose: CheckoutPurpose;
  /** Our reference: the pending row's `reference`, echoed back in every event about this checkout. */
  reference: string;
  /** Paid once, or a monthly gift the provider charges again every month until cancelled. */
  frequency: 'one_time' | 'monthly';
  /** ISO 4217 in capitals. */
  currency: string;
  /** Amounts in cents, computed by the server (never taken from the browser as they are). */
  lineItems: CheckoutLineItem[];
  customerEmail: string | null;
  /** Where the provider sends the visitor back to: absolute (the demo provider, a page of the site, takes paths too). */
  successUrl: string;
  cancelUrl: string;
}

/** Where the provider returns the visitor, for a pending row's reference (a donation's or an order's). */
export type ReturnUrls = (reference: string) => { successUrl: string; cancelUrl: string };

export interface Checkout {
  /** The provider's id of the checkout (a Checkout Session id), stored on the pending row. */
  providerRef: string;
  /** Where to send the visitor to pay (the demo provider's page: a path of the site when it has no SITE_URL). */
  redirectUrl: string;
}

interface EventBase {
  /** The provider's id of the event (redeliveries carry the same one). */
  eventId: string;
}

/** The checkout was paid: the first payment (a monthly gift's standing order starts with it). */
export interface CheckoutCompletedEvent extends EventBase {
  type: 'checkout.completed';
  providerRef: string;
  purpose: CheckoutPurpose;
  reference: string;
  /** The provider's id of the payment (a PaymentIntent, or the first invoice of a subscription). */
  paymentRef: string;
  amountCents: number;
  currency: string;
  subscriptionId: string | null;
  paidAt: Date;
}

/** The checkout will never be paid: declined, or abandoned until it expired. */
export interface CheckoutFailedEvent extends EventBase {
  type: 'checkout.failed';
  providerRef: string;
  purpose: CheckoutPurpose;
  reference: string;
  reason: 'declined' | 'expired';
}

/** A monthly gift was charged (the first month too: it is recorded once, by `paymentRef`). */
export interface RecurringPaymentEvent extends EventBase {
  type: 'subscription.payment_succeeded';
  subscriptionId: string;
  /** Our reference when the provider carries it (Stripe: the subscription's metadata). */
  reference: string | null;
  paymentRef: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
}

export interface SubscriptionCancelledEvent extends EventBase {
  type: 'subscription.cancelled';
  subscriptionId: string;
  reference: string | null;
}

/**
 * A payment was refunded in full (from the studio, or at the provider's own dashboard). It names
 * the payment as the site stored it: a checkout's `paymentRef`, or a monthly charge's.
 */
export interface PaymentRefundedEvent extends EventBase {
  type: 'payment.refunded';
  paymentRef: string;
  amountRefundedCents: number;
  currency: string;
}

/** A webhook event in the site's words, whichever provider sent it. */
export type PaymentEvent = CheckoutCompletedEvent | CheckoutFailedEvent | RecurringPaymentEvent | SubscriptionCancelledEvent | PaymentRefundedEvent;

/** A checkout as the provider has it now (for reconciliation, when a webhook never came). */
export type CheckoutState =
  | { state: 'open'; providerRef: string; reference: string }
  | ({ state: 'paid' } & Omit<CheckoutCompletedEvent, 'type' | 'eventId'>)
  | ({ state: 'failed' } & Omit<CheckoutFailedEvent, 'type' | 'eventId'>);

/** The webhook request was not signed by the provider (or too long ago): answer 400, write nothing. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Makes a hosted checkout; the caller stores `providerRef` on its pending row before redirecting. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks the signature of a webhook request over its RAW body and reads its events; events the
   * site has no use for come back as an empty list. Throws WebhookSignatureError.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent[]>;
  /** The checkout's current state at the provider. */
  retrieveCheckout(providerRef: string): Promise<CheckoutState>;
  /** Stops a monthly gift; cancelling one already cancelled is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Refunds one payment in full (a `paymentRef` of a checkout.completed or a monthly payment event);
   * refunding one already refunded is not an error. The site changes nothing here: the provider
   * reports the refund through its webhook (`payment.refunded`), as it would one made at its dashboard.
   */
  refundPayment(paymentRef: string): Promise<void>;
}

/** A checkout state that settles a payment, as the event a webhook would have brought. */
export function eventOfCheckoutState(state: CheckoutState): PaymentEvent | null {
  if (state.state === 'open') return null;
  const { state: kind, ...rest } = state;
  const eventId = `reconcile:${state.providerRef}:${kind}`;
  return kind === 'paid'
    ? { ...(rest as Omit<CheckoutCompletedEvent, 'type' | 'eventId'>), type: 'checkout.completed', eventId }
    : { ...(rest as Omit<CheckoutFailedEvent, 'type' | 'eventId'>), type: 'checkout.failed', eventId };
}
