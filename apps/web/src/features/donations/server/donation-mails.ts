import 'server-only';
import { DONATION_MONTHLY_CANCEL_PURPOSE } from '@openshiur/graphql/server';
import { env } from '@/env';
import { signedMailLink } from '@/features/mail/server/mail-links';
import type { MailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplates } from '@/features/mail/server/render-mail';
import { createDonationMailTemplates } from './donation-mail-templates';

/** A monthly donation lasts for years: its receipts' cancel links must too. */
const CANCEL_LINK_LIFETIME = '3650d';

/** The donation mails with the site's own links and tax details, for the registry (features/mail/server/mail-templates.ts). */
export const donationMailTemplates: MailTemplates = createDonationMailTemplates({
  cancelMonthly: (donationId) =>
    signedMailLink('/donate/monthly/cancel', { purpose: DONATION_MONTHLY_CANCEL_PURPOSE, subject: String(donationId) }, CANCEL_LINK_LIFETIME),
  organisation: { legalName: env.ORGANISATION_LEGAL_NAME, taxId: env.ORGANISATION_TAX_ID, address: env.ORGANISATION_ADDRESS },
  timeZone: env.SITE_TIMEZONE,
  // The registry holds templates of every data type; each checks its own data when rendering.
}) as Record<string, MailTemplate<unknown>> as MailTemplates;
