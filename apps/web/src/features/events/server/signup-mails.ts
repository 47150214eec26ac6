import 'server-only';
import { EVENT_SIGNUP_CANCEL_PURPOSE } from '@openshiur/graphql/server';
import { env } from '@/env';
import { signedMailLink } from '@/features/mail/server/mail-links';
import type { MailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplates } from '@/features/mail/server/render-mail';
import { absoluteUrl } from '@/server/absolute-url';
import { createEventSignupMailTemplates } from './signup-mail-templates';

/**
 * How long a cancel link works: well past any event it could be for (an event is rarely announced
 * more than a year ahead), and refused by the API once the sign-up is gone anyway.
 */
const CANCEL_LINK_LIFETIME = '400d';

/** The sign-up mails with the site's own links, for the registry (features/mail/server/mail-templates.ts). */
export const eventSignupMailTemplates: MailTemplates = createEventSignupMailTemplates({
  cancel: (signupId) =>
    signedMailLink('/events/signups/cancel', { purpose: EVENT_SIGNUP_CANCEL_PURPOSE, subject: String(signupId) }, CANCEL_LINK_LIFETIME),
  site: { url: absoluteUrl('/'), name: env.SITE_NAME },
  timeZone: env.SITE_TIMEZONE,
  // The registry holds templates of every data type; each checks its own data when rendering.
}) as Record<string, MailTemplate<unknown>> as MailTemplates;
