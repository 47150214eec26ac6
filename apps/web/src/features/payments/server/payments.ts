import 'server-only';
import type { Database } from '@openshiur/db';
import {
  activateDedicationsForDonation,
  cancelDedicationsForDonation,
  createDemoPaymentProvider,
  createStripePaymentProvider,
  type DemoPaymentProvider,
  type PaymentProvider,
  type PaymentsService,
} from '@openshiur/graphql/server';
import { env, isProductionDeployment } from '@/env';
import { generatedSecret } from '@/features/account/server/auth';
import { absoluteUrl, browserFacingUrl } from '@/server/absolute-url';
import { deliverDemoWebhook } from './demo-webhook';

/** Where the demo provider's checkout page lives (a page of this site). */
export const demoCheckoutPath = (id: string) => `/payments/demo/checkout/${encodeURIComponent(id)}`;

/**
 * The donation's thank-you page, which shows its state honestly (paid, being confirmed, failed);
 * `left` when the donor came back from the checkout without paying.
 */
export const donationThankYouPath = (reference: string, left = false) =>
  `/donate/thankyou?ref=${encodeURIComponent(reference)}${left ? '&left=1' : ''}`;

/** The order's thank-you page, which shows its real state; `left` when the customer came back without paying. */
export const orderThankYouPath = (reference: string, left = false) =>
  `/order/thankyou?ref=${encodeURIComponent(reference)}${left ? '&left=1' : ''}`;

let service: Promise<PaymentsService> | undefined;

/**
 * The site's payment provider and donation settings: Stripe when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, else the demo provider, whose webhook secret is generated into
 * AUTH_DATA_DIR like the session secret. The demo provider never runs in production (env.ts refuses
 * to start such a site; this refuses again).
 */
export function paymentsService(db: Database): Promise<PaymentsService> {
  service ??= build(db).catch((error: unknown) => {
    service = undefined;
    throw error;
  });
  return service;
}

async function build(db: Database): Promise<PaymentsService> {
  const provider =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
      : await demoProvider(db);
  return {
    provider,
    donationLimits: {
      currency: env.DONATION_CURRENCY,
      minCents: Math.round(env.DONATION_MIN * 100),
      maxCents: Math.round(env.DONATION_MAX * 100),
    },
    donationReturnUrls: returnUrls(provider, donationThankYouPath),
    orderReturnUrls: returnUrls(provider, orderThankYouPath),
    // A memorial donation's dedication goes live with its payment and leaves with its refund, in
    // the same transaction (the callers expire the pages showing dedications once it committed:
    // expireDedicationPages).
    hooks: {
      onCompleted: async (tx, donation) => {
        if (donation.kind === 'memorial') await activateDedicationsForDonation(tx, donation.id);
      },
      onRefunded: async (tx, donation) => {
        if (donation.kind === 'memorial') await cancelDedicationsForDonation(tx, donation.id);
      },
    },
  };
}

/**
 * Stripe needs absolute addresses (production has SITE_URL); the demo checkout is a page of this
 * site, so without SITE_URL its addresses stay paths the browser completes with the origin it is on.
 */
const returnUrls =
  (provider: PaymentProvider, thankYouPath: (reference: string, left?: boolean) => string) => (reference: string) => {
    const address = provider.name === 'stripe' ? absoluteUrl : browserFacingUrl;
    return { successUrl: address(thankYouPath(reference)), cancelUrl: address(thankYouPath(reference, true)) };
  };

async function demoProvider(db: Database): Promise<DemoPaymentProvider> {
  if (isProductionDeployment) throw new Error('The demo payment provider refuses to run when DEPLOYMENT_ENV=production: configure Stripe');
  return createDemoPaymentProvider({
    db,
    webhookSecret: await generatedSecret('demo-payments-webhook-secret'),
    checkoutUrl: (id) => browserFacingUrl(demoCheckoutPath(id)),
    // A refund from the studio reaches the site through its webhook endpoint, as Stripe's would.
    deliver: deliverDemoWebhook,
  });
}

/** The demo provider when it is the site's provider; null with Stripe (its checkout pages then answer 404). */
export async function demoPayments(db: Database): Promise<DemoPaymentProvider | null> {
  const { provider } = await paymentsService(db);
  return provider.name === 'demo' ? (provider as DemoPaymentProvider) : null;
}
