import 'server-only';
import { alertMailTemplates } from '@/features/alerts/server/alert-mail-templates';
import { contactMailTemplates } from '@/features/contact/server/contact-mail-templates';
import { donationMailTemplates } from '@/features/donations/server/donation-mails';
import { eventSignupMailTemplates } from '@/features/events/server/signup-mails';
import { dedicationMailTemplates } from '@/features/memorial/server/dedication-mail-templates';
import { newsletterMailTemplates } from '@/features/newsletters/server/newsletter-mail-templates';
import { orderMailTemplates } from '@/features/store/server/order-mail-templates';
import type { MailTemplates } from './render-mail';

/**
 * Every kind of mail the site sends, by the name stored in the outbox. Each feature keeps its
 * templates beside its own code and lists them here.
 */
export const mailTemplates: MailTemplates = {
  ...alertMailTemplates,
  ...contactMailTemplates,
  ...donationMailTemplates,
  ...eventSignupMailTemplates,
  ...newsletterMailTemplates,
  ...dedicationMailTemplates,
  ...orderMailTemplates,
};
