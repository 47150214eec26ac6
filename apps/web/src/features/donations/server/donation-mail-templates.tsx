import { z } from 'zod';
import type { DonationReceiptMailData, DonationRefundMailData, MonthlyCancelledMailData } from '@openshiur/graphql/server';
import { formatDateTime } from '@/lib/format';
import { defineMailTemplate } from '@/features/mail/server/mail-template';
import { MailButton, MailHeading, MailText } from '@/features/mail/templates/parts';
import { formatMoney } from '../money';

/** What the outbox rows hold (queued by the API: packages/graphql payments/donations.ts). */
const receiptSchema: z.ZodType<DonationReceiptMailData> = z.object({
  donationId: z.number().int().positive(),
  reference: z.string(),
  donorName: z.string().nullable(),
  frequency: z.enum(['one_time', 'monthly']),
  amountCents: z.number().int().positive(),
  currency: z.string(),
  paidAt: z.string(),
  paymentRef: z.string(),
  firstPayment: z.boolean(),
  dedicationType: z.enum(['honour', 'memory']).nullable(),
  dedication: z.string().nullable(),
});

const cancelledSchema: z.ZodType<MonthlyCancelledMailData> = z.object({
  donationId: z.number().int().positive(),
  donorName: z.string().nullable(),
  amountCents: z.number().int().positive(),
  currency: z.string(),
});

const refundSchema: z.ZodType<DonationRefundMailData> = z.object({
  donationId: z.number().int().positive(),
  donorName: z.string().nullable(),
  frequency: z.enum(['one_time', 'monthly']),
  amountCents: z.number().int().positive(),
  currency: z.string(),
  paymentRef: z.string(),
});

export interface DonationMailSettings {
  /** The signed link that cancels a monthly donation (made when the mail is rendered, never stored). */
  cancelMonthly(donationId: number): Promise<string>;
  organisation: { legalName: string; taxId: string; address: string };
  timeZone: string;
}

const DEDICATION_WORDS = { honour: 'In honour of', memory: 'In memory of' } as const;

/**
 * The donation mails: a receipt for every payment (the amount, currency, date, one-time or
 * monthly, the dedication, and the organisation's tax details), with the monthly donor's cancel
 * link; the confirmation that a monthly donation was cancelled; and the notice of a refund.
 */
export function createDonationMailTemplates(settings: DonationMailSettings) {
  const greeting = (name: string | null) => (name ? `Thank you, ${name}` : 'Thank you');
  return {
    'donation-receipt': defineMailTemplate({
      data: receiptSchema,
      compose: async (data) => {
        const amount = formatMoney(data.amountCents, data.currency);
        const monthly = data.frequency === 'monthly';
        const what = monthly ? (data.firstPayment ? 'the first payment of your monthly donation' : 'this month’s payment of your monthly donation') : 'your donation';
        return {
          subject: `Receipt for your ${monthly ? 'monthly ' : ''}donation of ${amount}`,
          preview: `${amount} ${data.currency}, ${formatDateTime(data.paidAt, settings.timeZone)}`,
          body: (
            <>
              <MailHeading>{greeting(data.donorName)}</MailHeading>
              <MailText>{`We have received ${what}. This mail is your receipt.`}</MailText>
              <MailText>{`Amount: ${amount} ${data.currency}`}</MailText>
              <MailText>{`Date: ${formatDateTime(data.paidAt, settings.timeZone)}`}</MailText>
              <MailText>{`Donation: ${monthly ? 'monthly, until you cancel it' : 'one-time'}`}</MailText>
              {data.dedicationType && data.dedication ? <MailText>{`Dedication: ${DEDICATION_WORDS[data.dedicationType]} ${data.dedication}`}</MailText> : null}
              <MailText>{`Receipt number: ${data.paymentRef}`}</MailText>
              <MailText>{`${settings.organisation.legalName}, ${settings.organisation.address}. Tax id: ${settings.organisation.taxId}. No goods or services were provided in exchange for this donation.`}</MailText>
              {monthly ? (
                <>
                  <MailText>You can stop your monthly donation at any time:</MailText>
                  <MailButton href={await settings.cancelMonthly(data.donationId)}>Cancel my monthly donation</MailButton>
                </>
              ) : null}
            </>
          ),
        };
      },
    }),
    'donation-monthly-cancelled': defineMailTemplate({
      data: cancelledSchema,
      compose: (data) => {
        const amount = formatMoney(data.amountCents, data.currency);
        return {
          subject: `Your monthly donation of ${amount} is cancelled`,
          preview: 'No further payments will be taken.',
          body: (
            <>
              <MailHeading>{greeting(data.donorName)}</MailHeading>
              <MailText>{`Your monthly donation of ${amount} ${data.currency} is cancelled: no further payments will be taken. Thank you for your support.`}</MailText>
            </>
          ),
        };
      },
    }),
    'donation-refunded': defineMailTemplate({
      data: refundSchema,
      compose: (data) => {
        const amount = formatMoney(data.amountCents, data.currency);
        const what = data.frequency === 'monthly' ? 'one payment of your monthly donation' : 'your donation';
        return {
          subject: `Your donation of ${amount} has been refunded`,
          preview: `${settings.organisation.legalName} has refunded ${amount} ${data.currency}.`,
          body: (
            <>
              <MailHeading>{data.donorName ? `Dear ${data.donorName}` : 'Your refund'}</MailHeading>
              <MailText>{`${settings.organisation.legalName} has refunded ${what}: ${amount} ${data.currency}. Depending on your bank, it may take a few days to appear on your statement.`}</MailText>
              <MailText>{`Receipt number: ${data.paymentRef}`}</MailText>
            </>
          ),
        };
      },
    }),
  };
}
