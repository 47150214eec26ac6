import 'server-only';
import { env, siteOrigin } from '@/env';
import { folderTransport, smtpTransport, type MailTransport } from './mail-transport';

/** The From of every mail: MAIL_FROM, else the site's name at no-reply@ its host. */
export function mailFrom(): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(siteOrigin).hostname;
  const domain = host.includes('.') ? host : `${host}.localdomain`;
  return `"${env.SITE_NAME.replaceAll('"', '')}" <no-reply@${domain}>`;
}

/** The host part of Message-IDs. */
export const messageIdHost = () => new URL(siteOrigin).hostname || 'localhost';

let transport: MailTransport | undefined;

/** SMTP when SMTP_URL is set, else the mail folder (MAIL_DIR). One per process. */
export function mailTransport(): MailTransport {
  transport ??= env.SMTP_URL ? smtpTransport(env.SMTP_URL) : folderTransport(env.MAIL_DIR);
  return transport;
}
