import 'server-only';
import { render, toPlainText } from '@react-email/render';
import type { MailMessage } from '@openshiur/db';
import { env } from '@/env';
import { absoluteUrl } from '@/server/absolute-url';
import { MailLayout } from '../templates/MailLayout';
import type { MailAttachment, MailTemplate } from './mail-template';

/** A mail ready for the transport. */
export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  replyTo?: { name: string; address: string };
}

/** Templates of every data type side by side: each checks its own data (zod) before composing. */
export interface RegisteredMailTemplate {
  data: { parse(data: unknown): unknown };
  compose(data: never, recipient: string): ReturnType<MailTemplate<unknown>['compose']>;
}
export type MailTemplates = Readonly<Record<string, RegisteredMailTemplate>>;

/**
 * Renders an outbox row with its template: HTML and a plain-text part from the same React
 * element, and for bulk mail the one-click unsubscribe headers (RFC 8058). A bulk template without
 * an unsubscribe link is a mistake in the code, refused rather than sent.
 */
export async function renderMail(message: Pick<MailMessage, 'template' | 'recipient' | 'data' | 'stream'>, templates: MailTemplates): Promise<RenderedMail> {
  const template = templates[message.template] as MailTemplate<unknown> | undefined;
  if (!template) throw new Error(`No mail template "${message.template}"`);
  const content = await template.compose(template.data.parse(message.data), message.recipient);
  if (message.stream === 'bulk' && !content.unsubscribe)
    throw new Error(`The bulk mail template "${message.template}" gave no unsubscribe link`);
  const element = (
    <MailLayout
      siteName={env.SITE_NAME}
      siteUrl={absoluteUrl('/')}
      organisationAddress={env.ORGANISATION_ADDRESS}
      preview={content.preview}
      unsubscribe={content.unsubscribe}
    >
      {content.body}
    </MailLayout>
  );
  const html = await render(element);
  const headers: Record<string, string> = {};
  if (content.unsubscribe) {
    headers['List-Unsubscribe'] = `<${content.unsubscribe.oneClickUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    to: message.recipient,
    subject: content.subject,
    html,
    text: toPlainText(html),
    headers,
    attachments: content.attachments ?? [],
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
