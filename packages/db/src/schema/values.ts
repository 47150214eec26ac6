/**
 * Vocabularies the database enforces with CHECK constraints. Product vocabularies come from
 * reference-data (one source for the site, the API and the database); the ones below exist only
 * in this package because they describe records, not learning content.
 */
import {
  clipLengths,
  languages,
  mediaTypes,
  orderOptions,
  platforms,
  postStatuses,
  postTypesByPlatform,
} from '@openshiur/reference-data';

export { clipLengths, languages, mediaTypes, orderOptions, postStatuses };

/** A post stores its platform's own name (the sister site's name), as reference-data describes. */
export const platformNames = platforms.map((platform) => platform.name);

/** Every post type of every platform; which type fits which platform is checked by the API layer. */
export const postTypes = [...new Set(Object.values(postTypesByPlatform).flat())];

/** Pages, blogs and posts share one editorial life cycle. */
export const contentStatuses = postStatuses;

/** The two sides of a daf. */
export const amudSides = ['a', 'b'] as const;
export type AmudSide = (typeof amudSides)[number];

export const donationKinds = ['general', 'memorial'] as const;
export type DonationKind = (typeof donationKinds)[number];

/** A payment moves from pending to completed or failed; a completed one may later be refunded. */
export const donationStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** A one-time gift, or a monthly one that the provider charges again each month until cancelled. */
export const donationFrequencies = ['one_time', 'monthly'] as const;
export type DonationFrequency = (typeof donationFrequencies)[number];

/** "In honour of" or "In memory of" a name, on a general donation. */
export const dedicationTypes = ['honour', 'memory'] as const;
export type DedicationType = (typeof dedicationTypes)[number];

/** A monthly gift's standing order at the provider: charged each month, or cancelled. */
export const subscriptionStates = ['active', 'cancelled'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/** Which payment provider took a payment: the demo (no money moves) or Stripe. */
export const paymentProviders = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** One payment of a donation: received, or (fully) refunded later. */
export const donationPaymentStatuses = ['paid', 'refunded'] as const;
export type DonationPaymentStatus = (typeof donationPaymentStatuses)[number];

/** A demo checkout: open until the visitor pays, declines or walks away (it then expires). */
export const demoCheckoutStates = ['open', 'paid', 'declined', 'expired'] as const;
export type DemoCheckoutState = (typeof demoCheckoutStates)[number];

/** An order: stored pending before the visitor pays; paid once; shipped by an admin; failed or cancelled (stock given back). */
export const orderStatuses = ['pending', 'paid', 'shipped', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
