/**
 * The mail outbox: a mail is a `mail_messages` row plus a `send-mail` job, written in the caller's
 * transaction. So a sign-up and its confirmation mail are stored together or not at all, a request
 * never waits for the mail server, and a mail server that is down only delays the mail (the job
 * retries with backoff).
 */
import { eq, sql } from 'drizzle-orm';
import { enqueueJob, type Queryable } from './jobs';
import { mailMessages, type MailMessage, type MailStream } from './schema/mail';

/** The job kind whose handler (in the web app) renders and sends one outbox row. */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * Retries before a mail is given up: with the queue's backoff (15 s doubling, at most an hour
 * apart) that is about a day of a mail server being unreachable.
 */
export const MAIL_MAX_ATTEMPTS = 30;

export interface MailRequest {
  template: string;
  to: string;
  data?: Record<string, unknown>;
  stream: MailStream;
  /** One mail per cause: a second request with the same key is dropped (and answers null). */
  dedupeKey?: string;
  /** Not before this instant (default: now). */
  sendAt?: Date;
}

/** Stores the mail and its sending job in `tx`; the id of the new message, or null for a duplicate. */
export async function enqueueMail(tx: Queryable, request: MailRequest): Promise<number | null> {
  const [row] = await tx
    .insert(mailMessages)
    .values({
      template: request.template,
      recipient: request.to,
      data: request.data ?? {},
      stream: request.stream,
      dedupeKey: request.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailMessages.dedupeKey })
    .returning({ id: mailMessages.id });
  if (!row) return null;
  await enqueueJob(tx, {
    kind: SEND_MAIL_JOB,
    key: `${SEND_MAIL_JOB}:${row.id}`,
    payload: { messageId: row.id },
    runAt: request.sendAt,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  return row.id;
}

/** The message a `send-mail` job is for; undefined when it was deleted meanwhile. */
export async function readMailMessage(db: Queryable, id: number): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** The mail server accepted it: later runs of its job see `sent_at` and send nothing. */
export async function markMailSent(db: Queryable, id: number): Promise<void> {
  await db
    .update(mailMessages)
    .set({ sentAt: new Date(), attempts: sql`${mailMessages.attempts} + 1`, lastError: null })
    .where(eq(mailMessages.id, id));
}

/** One failed attempt, kept on the message for the studio; `final` when the queue gives up. */
export async function markMailAttemptFailed(db: Queryable, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(mailMessages)
    .set({
      attempts: sql`${mailMessages.attempts} + 1`,
      lastError: error.slice(0, 2_000),
      ...(final ? { failedAt: new Date() } : {}),
    })
    .where(eq(mailMessages.id, id));
}
