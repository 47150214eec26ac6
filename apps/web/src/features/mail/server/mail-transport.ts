import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter, type TransportOptions } from 'nodemailer';
import type { RenderedMail } from './render-mail';

/** What every transport is given besides the rendered mail. */
export interface Envelope {
  from: string;
  /** Stable across retries (`<mail-{id}@host>`), so a receiver can drop a duplicate delivery. */
  messageId: string;
  /** Names the `.eml` file in the mail folder. */
  outboxId: number;
}

export interface MailTransport {
  /** Resolves once the mail server (or the folder) has the message; throws when it does not. */
  send(mail: RenderedMail, envelope: Envelope): Promise<void>;
  readonly kind: 'smtp' | 'folder';
}

function messageOf(mail: RenderedMail, envelope: Envelope): SendMailOptions {
  return {
    from: envelope.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    messageId: envelope.messageId,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
  };
}

/** Real delivery through an SMTP server (`smtp://…` or `smtps://…`). */
export function smtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter: Transporter = nodemailer.createTransport({
    url,
    // Fail an attempt in bounded time: the queue retries it later.
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as TransportOptions);
  return {
    kind: 'smtp',
    async send(mail, envelope) {
      await transporter.sendMail(messageOf(mail, envelope));
    },
  };
}

/**
 * The default without a mail server: each message, exactly as it would go over SMTP (MIME, both
 * parts, headers, attachments), written to `{dir}/{time}-{id}.eml`. Written under a temporary
 * name and renamed, so a reader never sees half a file.
 */
export function folderTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(mail, envelope) {
      const info = await transporter.sendMail(messageOf(mail, envelope));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${envelope.outboxId}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(dir, name));
    },
  };
}
