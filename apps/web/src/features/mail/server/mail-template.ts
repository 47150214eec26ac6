import type { ReactElement } from 'react';
import type { z } from 'zod';

/** A file sent with the mail (an event's `.ics`, say). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a template makes of its data: the renderer wraps `body` in the site's mail layout. */
export interface MailContent {
  subject: string;
  /** The line mail apps show after the subject. */
  preview?: string;
  body: ReactElement;
  /**
   * Bulk mail only (required there): where one click unsubscribes (the `List-Unsubscribe` target,
   * answering POST as RFC 8058 asks) and the page where the recipient manages what they receive.
   */
  unsubscribe?: { oneClickUrl: string; preferencesUrl: string; reason: string };
  attachments?: MailAttachment[];
  /** Where the recipient's Reply goes, when not to the site's From (a contact message: its sender). */
  replyTo?: { name: string; address: string };
}

/**
 * One kind of mail. Its data is checked when the mail is rendered (the outbox stores plain JSON),
 * and links that carry signed tokens are made then too, so no secret sits in the database.
 */
export interface MailTemplate<Data> {
  data: z.ZodType<Data>;
  compose(data: Data, recipient: string): Promise<MailContent> | MailContent;
}

/** Keeps the data type of a template while the registry holds templates of every type. */
export function defineMailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

/**
 * Thrown by a template when its mail is no longer wanted (the post it announces was withdrawn):
 * the message is closed without sending and without retries.
 */
export class MailNoLongerNeeded extends Error {}
