import type { StudioDonationFieldsFragment } from '@openshiur/graphql';
import { csvField } from '@/features/studio/signups-csv';

/** Amounts in the CSV: cents as a decimal number a spreadsheet sums (`54.00`). */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * Donations as CSV (RFC 4180, CRLF, the shared quoting that also defuses formulas: names,
 * dedications and messages are typed by visitors). An anonymous donor's name is still listed for
 * the accounts, with `anonymous` saying it must never be published.
 */
export function donationsCsv(donations: readonly StudioDonationFieldsFragment[]): string {
  const rows = [
    ['created_at', 'paid_at', 'status', 'frequency', 'amount', 'currency', 'received', 'payments', 'refunded', 'donor_name', 'email', 'anonymous', 'dedication_type', 'dedication', 'message', 'subscription', 'provider', 'reference'],
    ...donations.map((donation) => [
      donation.createdAt,
      donation.paidAt ?? '',
      donation.status.toLowerCase(),
      donation.frequency.toLowerCase(),
      decimal(donation.amountCents),
      donation.currency,
      decimal(donation.receivedCents),
      donation.payments,
      decimal(donation.refundedCents),
      donation.donorName ?? '',
      donation.email ?? '',
      donation.anonymous ? 'yes' : 'no',
      donation.dedicationType?.toLowerCase() ?? '',
      donation.dedication ?? '',
      donation.message ?? '',
      donation.subscriptionState?.toLowerCase() ?? '',
      donation.provider ?? '',
      donation.reference,
    ]),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const DONATION_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED'] as const;
export const DONATION_FREQUENCIES = ['ONE_TIME', 'MONTHLY'] as const;

/** The list's filter from the address (`?status=completed&frequency=monthly`); unknown values are ignored. */
export function donationFilterOf(query: { status?: unknown; frequency?: unknown }) {
  const status = typeof query.status === 'string' ? query.status.toUpperCase() : '';
  const frequency = typeof query.frequency === 'string' ? query.frequency.toUpperCase() : '';
  return {
    status: (DONATION_STATUSES as readonly string[]).includes(status) ? (status as (typeof DONATION_STATUSES)[number]) : null,
    frequency: (DONATION_FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as (typeof DONATION_FREQUENCIES)[number]) : null,
  };
}
