import type { DonationLimits } from '../args/donation-input';
import type { DonationHooks } from './donations';
import type { ReturnUrls } from './provider';
import type { PaymentProvider } from './provider';

/** What the site gives the API for payments (built in apps/web src/server/services.ts). */
export interface PaymentsService {
  provider: PaymentProvider;
  /** DONATION_CURRENCY, DONATION_MIN and DONATION_MAX. */
  donationLimits: DonationLimits;
  /** The thank-you page (success) and the form (cancel) for a donation's reference, absolute. */
  donationReturnUrls: ReturnUrls;
  /** The order's thank-you page (success, and cancel with `left`), absolute. */
  orderReturnUrls: ReturnUrls;
  /** Hooks of a donation's life (a memorial page may listen for "completed"). */
  hooks?: DonationHooks;
}
