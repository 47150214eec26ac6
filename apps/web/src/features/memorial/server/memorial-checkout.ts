import 'server-only';
import type { RequestDedicationMutation } from '@openshiur/graphql';
import { formatDay } from '@/features/learning/server/calendar-day';
import { dedicationNames } from '../dedication-names';
import type { DedicationFormState } from '../dedication-form-state';
import { hebrewDateOfPassing, nextYahrzeits } from './yahrzeit';

export interface MemorialCheckoutRequest {
  /** The dedication as stored: `pending`, shown nowhere until its donation is completed. */
  dedication: RequestDedicationMutation['requestDedication'];
  amountCents: number;
  email: string;
  today: string;
}

/**
 * THE hook to the payments interface, and the only one. After the merge with the payments work it
 * creates the donation for `amountCents` (kind memorial), ties the dedication to it
 * (`attachDedicationToDonation`), and sends the donor on to the provider's checkout; the provider's
 * completion then calls `activateDedicationsForDonation` in the transaction that completes the
 * donation. Until then it answers the "continue to payment" step: what will be dedicated. Nothing
 * is charged, and nothing is marked paid.
 */
export async function startMemorialCheckout(request: MemorialCheckoutRequest): Promise<DedicationFormState> {
  const { dedication, amountCents, email, today } = request;
  const passedOn = dedication.passedOn;
  const when =
    dedication.mode === 'YAHRZEIT' && passedOn
      ? `The yahrzeit, every year: next on ${formatDay(nextYahrzeits(hebrewDateOfPassing(passedOn, dedication.passedAfterSunset), today, 1)[0]!)}`
      : formatDay(dedication.dedicatedOn!);
  return {
    confirmation: {
      id: dedication.id,
      names: dedicationNames(dedication),
      passing: dedication.hebrewDateOfPassing ?? null,
      when,
      dedicatedBy: dedication.dedicatedBy ?? null,
      message: dedication.message ?? null,
      email,
      amount: (amountCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    },
  };
}
