import type { DedicationWrite } from '../queries/dedications';
import type { DonationWrite } from '../payments/donations';
import { parseDonationInput, type DonationLimits } from './donation-input';

/**
 * The one-time memorial donation that pays for a visitor's dedication, checked as /donate checks a
 * gift (the amount against the configured limits: BAD_USER_INPUT on `amount`). The donor is the
 * dedication's "dedicated by" (blank: anonymous), the receipt goes to its e-mail, and the donation
 * remembers the dedication's name.
 */
export function memorialDonationWrite(dedication: DedicationWrite, amount: string, limits: DonationLimits): DonationWrite {
  const write = parseDonationInput(
    {
      frequency: 'ONE_TIME',
      amount,
      donorName: dedication.dedicatedBy,
      email: dedication.donorEmail ?? '',
      anonymous: !dedication.dedicatedBy,
      dedicationType: 'MEMORY',
      dedication: dedication.name,
      message: dedication.message,
    },
    limits,
  );
  return { ...write, kind: 'memorial', inMemoryOf: dedication.name };
}
