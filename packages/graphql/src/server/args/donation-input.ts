import { z } from 'zod';
import type { DonationWrite } from '../payments/donations';
import { optionalText, parseFields, plain } from './fields';

/** What the site takes, from its configuration (DONATION_CURRENCY, DONATION_MIN, DONATION_MAX). */
export interface DonationLimits {
  currency: string;
  minCents: number;
  maxCents: number;
}

/** The longest message a donor can send with a gift (plain text). */
export const MAX_DONATION_MESSAGE = 500;

/** `1,234.5` → 123450 cents; null for anything else than an amount of money. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^[$€£₪]\s*/, '').replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** `123450` in USD → `1,234.50`; whole amounts without cents. */
export const formatCents = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });


/** A donation from the form, checked on the server against the configured limits (BAD_USER_INPUT with every field's problem). */
export function parseDonationInput(input: unknown, limits: DonationLimits): DonationWrite {
  const range = `from ${formatCents(limits.minCents)} to ${formatCents(limits.maxCents)} ${limits.currency}`;
  const schema = z
    .object({
      frequency: z.enum(['ONE_TIME', 'MONTHLY'], { error: 'Choose one-time or monthly' }),
      amount: z
        .string({ error: `Give an amount ${range}` })
        .transform((text, context) => {
          const cents = amountToCents(text);
          if (cents === null || cents < limits.minCents || cents > limits.maxCents) {
            context.addIssue({ code: 'custom', message: `Give an amount ${range}` });
            return z.NEVER;
          }
          return cents;
        }),
      donorName: optionalText(200),
      email: z.string().trim().max(254, 'At most 254 characters').pipe(z.email({ error: 'Enter an e-mail address for your receipt' })),
      anonymous: z.boolean().default(false),
      dedicationType: z.enum(['HONOUR', 'MEMORY']).nullable().optional(),
      dedication: optionalText(200),
      message: optionalText(MAX_DONATION_MESSAGE),
    })
    .superRefine((value, context) => {
      if (!value.anonymous && !value.donorName)
        context.addIssue({ code: 'custom', path: ['donorName'], message: 'Give your name, or choose to give anonymously' });
      if (value.dedicationType && !value.dedication)
        context.addIssue({ code: 'custom', path: ['dedication'], message: 'Give the name the donation is dedicated to' });
    });
  const parsed = parseFields(schema, input);
  const dedicationType = parsed.dedicationType && parsed.dedication ? (parsed.dedicationType === 'HONOUR' ? 'honour' : 'memory') : null;
  return {
    frequency: parsed.frequency === 'MONTHLY' ? 'monthly' : 'one_time',
    amountCents: parsed.amount,
    currency: limits.currency,
    donorName: plain(parsed.donorName),
    email: parsed.email,
    anonymous: parsed.anonymous,
    dedicationType,
    dedication: dedicationType ? plain(parsed.dedication) : null,
    message: plain(parsed.message),
  };
}
