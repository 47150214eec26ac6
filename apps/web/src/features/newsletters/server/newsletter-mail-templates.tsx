import 'server-only';
import { z } from 'zod';
import { env } from '@/env';
import { defineMailTemplate, type MailTemplate } from '@/features/mail/server/mail-template';
import { MailButton, MailHeading, MailText } from '@/features/mail/templates/parts';
import { confirmLink, newsletterUnsubscribe, preferencesLink } from './newsletter-links';

/** "Daily Daf, Events and announcements": list names as a sentence says them. */
function listOfNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The double opt-in mail (transactional: it answers the form). Nothing else is sent to the address
 * before its link is followed. `changing` is an address already receiving newsletters: it confirms
 * the change rather than a new subscription, so a stranger cannot change someone's lists.
 */
const newsletterConfirm = defineMailTemplate({
  data: z.object({ signupId: z.number().int().positive(), nonce: z.string().min(1), lists: z.array(z.string()), changing: z.boolean() }),
  async compose({ signupId, nonce, lists, changing }) {
    const url = await confirmLink(signupId, nonce);
    const subject = changing ? `Confirm the changes to your ${env.SITE_NAME} e-mail` : `Confirm your subscription to ${env.SITE_NAME}`;
    return {
      subject,
      preview: 'One click to confirm: the link works for three days.',
      body: (
        <>
          <MailHeading>{changing ? 'Confirm your changes' : 'Confirm your subscription'}</MailHeading>
          <MailText>{`You asked to receive ${listOfNames(lists)} from ${env.SITE_NAME}.`}</MailText>
          <MailButton href={url}>{changing ? 'Confirm the changes' : 'Confirm my subscription'}</MailButton>
          <MailText>The link works for three days.</MailText>
          <MailText>{"If you didn't ask, ignore this mail: nothing will be sent."}</MailText>
        </>
      ),
    };
  },
});

/** Sent once, after the first confirmation: bulk, so it carries the preferences and one-click links. */
const newsletterWelcome = defineMailTemplate({
  data: z.object({ signupId: z.number().int().positive(), lists: z.array(z.string()).default([]) }),
  async compose({ signupId, lists }) {
    const reason = `You receive this because you subscribed to ${env.SITE_NAME}'s newsletters.`;
    const [unsubscribe, preferences] = await Promise.all([newsletterUnsubscribe(signupId, reason), preferencesLink(signupId)]);
    return {
      subject: `Welcome to ${env.SITE_NAME}'s newsletters`,
      preview: lists.length > 0 ? `You're subscribed to ${listOfNames(lists)}.` : undefined,
      body: (
        <>
          <MailHeading>You&apos;re subscribed</MailHeading>
          {lists.length > 0 ? <MailText>{`You will receive ${listOfNames(lists)}.`}</MailText> : null}
          <MailText>Change your lists or your name, or stop them all, at any time:</MailText>
          <MailButton href={preferences}>Manage your e-mail</MailButton>
        </>
      ),
      unsubscribe,
    };
  },
});

/** The newsletter feature's mails, listed in the site's registry (mail-templates.ts). */
export const newsletterMailTemplates: Record<string, MailTemplate<never>> = {
  'newsletter-confirm': newsletterConfirm as MailTemplate<never>,
  'newsletter-welcome': newsletterWelcome as MailTemplate<never>,
};
