import 'server-only';
import { Fragment } from 'react';
import { z } from 'zod';
import { env } from '@/env';
import { defineMailTemplate, type MailTemplate } from '@/features/mail/server/mail-template';
import { MailHeading, MailText } from '@/features/mail/templates/parts';

/** What the outbox rows hold (queued by the API: packages/graphql queries/contact-messages.ts). */
const dataSchema = z.object({
  messageId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
type ContactMailData = z.infer<typeof dataSchema>;

/** The sender's text as they typed it: each line on its own line, in the HTML part and the text part. */
function QuotedMessage({ message }: { message: string }) {
  const lines = message.split('\n');
  return (
    <MailText>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </Fragment>
      ))}
    </MailText>
  );
}

/** To the organisation (ORGANISATION_CONTACT_EMAIL): replying answers the sender. */
const contactMessage = defineMailTemplate({
  data: dataSchema,
  compose: (data: ContactMailData) => ({
    subject: `Contact form: ${data.subject}`,
    preview: `From ${data.name} <${data.email}>`,
    replyTo: { name: data.name, address: data.email },
    body: (
      <>
        <MailHeading>{`A message from ${data.name}`}</MailHeading>
        <MailText>{`${data.name} <${data.email}> wrote with the contact form of ${env.SITE_NAME} (message ${data.messageId}). Reply to this mail to answer them.`}</MailText>
        <MailText>{`Subject: ${data.subject}`}</MailText>
        <QuotedMessage message={data.message} />
      </>
    ),
  }),
});

/** The sender's copy: what they sent, and that a person will answer. */
const contactCopy = defineMailTemplate({
  data: dataSchema,
  compose: (data: ContactMailData) => ({
    subject: `We received your message: ${data.subject}`,
    preview: 'We will answer by e-mail.',
    body: (
      <>
        <MailHeading>{`We received your message, ${data.name}`}</MailHeading>
        <MailText>{`Thank you for writing to ${env.SITE_NAME}. We will answer by e-mail. This is what you sent:`}</MailText>
        <MailText>{`Subject: ${data.subject}`}</MailText>
        <QuotedMessage message={data.message} />
        <MailText>{"If you didn't write to us, someone typed your address: you can ignore this mail."}</MailText>
      </>
    ),
  }),
});

/** The contact form's mails, listed in the site's registry (mail-templates.ts). */
export const contactMailTemplates: Record<string, MailTemplate<never>> = {
  'contact-message': contactMessage as MailTemplate<never>,
  'contact-copy': contactCopy as MailTemplate<never>,
};
