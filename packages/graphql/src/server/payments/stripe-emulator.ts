import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { SignedWebhook } from './demo-provider';

/**
 * A small local stand-in for exactly the Stripe endpoints the Stripe adapter calls (create and
 * retrieve a Checkout Session, retrieve and cancel a subscription, create a refund, list invoice
 * payments by invoice or by PaymentIntent), so its tests run offline.
 * Besides the API it plays the dashboard: pay or expire a session, charge a month, and sign the
 * webhook events Stripe would send (`stripe.webhooks.generateTestHeaderString`).
 */

type Form = { [key: string]: string | Form };

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects. */
function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.slice(0, -1).forEach((segment) => {
      node[segment] ??= {};
      node = node[segment] as Form;
    });
    node[path.at(-1)!] = value;
  }
  return root;
}

const values = (form: Form | string | undefined): Form[] =>
  form && typeof form === 'object' ? (Object.values(form) as Form[]) : [];

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  payment_intent: string | null;
  invoice: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  line_items_sent: Form[];
  subscription_metadata: Record<string, string>;
}

interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  metadata: Record<string, string>;
  amount: number;
  currency: string;
}

/** A payment taken: a one-time session's PaymentIntent, or the one that paid an invoice. */
interface Intent {
  id: string;
  amount: number;
  currency: string;
  invoice: string | null;
  refunded: boolean;
}

export interface StripeEmulator {
  api: { host: string; port: number; protocol: 'http' };
  webhookSecret: string;
  sessions: Map<string, Session>;
  subscriptions: Map<string, Subscription>;
  intents: Map<string, Intent>;
  /** The events Stripe sent on its own since the last call (a refund's `charge.refunded`), taken. */
  takeWebhooks(): SignedWebhook[];
  /** The visitor pays: the events Stripe sends (the session completed; for a subscription, its first invoice paid). */
  pay(sessionId: string): SignedWebhook[];
  /** The session runs out unpaid. */
  expire(sessionId: string): SignedWebhook[];
  /** A month passes on a subscription: `invoice.paid` for the next invoice. */
  chargeMonth(subscriptionId: string): SignedWebhook[];
  /** `customer.subscription.deleted` for a cancelled subscription. */
  subscriptionDeleted(subscriptionId: string): SignedWebhook[];
  close(): Promise<void>;
}

const stripeError = (status: number, message: string) => ({ status, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } });

export async function startStripeEmulator(): Promise<StripeEmulator> {
  const webhookSecret = 'whsec_emulator_secret_for_tests_only';
  const signer = new Stripe('sk_test_emulator');
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const intents = new Map<string, Intent>();
  let outbox: SignedWebhook[] = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_emu${(counter += 1).toString().padStart(6, '0')}`;

  function route(method: string, path: string, form: Form): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = values(form.line_items);
      const id = next('cs_test');
      const session: Session = {
        id,
        object: 'checkout.session',
        mode: form.mode === 'subscription' ? 'subscription' : 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.example/c/pay/${id}`,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        amount_total: items.reduce((sum, item) => sum + Number(item.quantity) * Number((item.price_data as Form).unit_amount), 0),
        currency: String((items[0]?.price_data as Form | undefined)?.currency ?? 'usd'),
        customer_email: (form.customer_email as string) ?? null,
        payment_intent: null,
        invoice: null,
        subscription: null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        created: Math.floor(Date.now() / 1000),
        line_items_sent: items,
        subscription_metadata: ((form.subscription_data as Form | undefined)?.metadata as Record<string, string>) ?? {},
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? { status: 200, body: session } : stripeError(404, `No such checkout.session: '${sessionMatch[1]}'`);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return stripeError(404, `No such subscription: '${subscriptionMatch[1]}'`);
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This subscription is canceled' } } };
        subscription.status = 'canceled';
        return { status: 200, body: subscription };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(String(form.payment_intent ?? ''));
    if (method === 'GET' && path === '/v1/invoice_payments') return invoicePayments(form);
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function refund(intentId: string): { status: number; body: unknown } {
    const intent = intents.get(intentId);
    if (!intent) return stripeError(404, `No such payment_intent: '${intentId}'`);
    if (intent.refunded)
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${intentId} has already been refunded.` } } };
    intent.refunded = true;
    outbox.push(
      webhook('charge.refunded', {
        id: next('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: true,
      }),
    );
    return { status: 200, body: { id: next('re'), object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' } };
  }

  /** GET /v1/invoice_payments?invoice=… or ?payment[type]=payment_intent&payment[payment_intent]=… */
  function invoicePayments(query: Form): { status: number; body: unknown } {
    const byIntent = (query.payment as Form | undefined)?.payment_intent;
    const data = [...intents.values()]
      .filter((intent) => intent.invoice && (query.invoice ? intent.invoice === query.invoice : intent.id === byIntent))
      .map((intent) => ({
        id: next('inpay'),
        object: 'invoice_payment',
        invoice: intent.invoice,
        amount_paid: intent.amount,
        currency: intent.currency,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: intent.id },
      }));
    return { status: 200, body: { object: 'list', url: '/v1/invoice_payments', has_more: false, data } };
  }

  /** A new PaymentIntent, paid (for an invoice when named). */
  function takePayment(amount: number, currency: string, invoice: string | null): string {
    const id = next('pi');
    intents.set(id, { id, amount, currency, invoice, refunded: false });
    return id;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://emulator');
      const authorised = request.headers.authorization === 'Bearer sk_test_emulator';
      // The library sends a GET's parameters in the query string, a POST's in the body.
      const { status, body } = authorised
        ? route(request.method ?? 'GET', url.pathname, { ...parseForm(url.search.slice(1)), ...parseForm(Buffer.concat(chunks).toString('utf8')) })
        : { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function webhook(type: string, object: unknown): SignedWebhook {
    const body = JSON.stringify({ id: next('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object }, api_version: '2026-10-28.endive', livemode: false });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  function invoicePaid(subscription: Subscription, invoiceId: string, reason: string): SignedWebhook {
    return webhook('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      billing_reason: reason,
      amount_paid: subscription.amount,
      currency: subscription.currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    });
  }

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    webhookSecret,
    sessions,
    subscriptions,
    intents,
    takeWebhooks() {
      const taken = outbox;
      outbox = [];
      return taken;
    },
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'payment') {
        session.payment_intent = takePayment(session.amount_total, session.currency, null);
        return [webhook('checkout.session.completed', session)];
      }
      const subscription: Subscription = {
        id: next('sub'),
        object: 'subscription',
        status: 'active',
        metadata: session.subscription_metadata,
        amount: session.amount_total,
        currency: session.currency,
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      session.invoice = next('in');
      takePayment(subscription.amount, subscription.currency, session.invoice);
      return [webhook('checkout.session.completed', session), invoicePaid(subscription, session.invoice, 'subscription_create')];
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return [webhook('checkout.session.expired', session)];
    },
    chargeMonth(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)!;
      const invoiceId = next('in');
      takePayment(subscription.amount, subscription.currency, invoiceId);
      return [invoicePaid(subscription, invoiceId, 'subscription_cycle')];
    },
    subscriptionDeleted(subscriptionId) {
      return [webhook('customer.subscription.deleted', subscriptions.get(subscriptionId)!)];
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
