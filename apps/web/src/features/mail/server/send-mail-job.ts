import 'server-only';
import { z } from 'zod';
import { markMailAttemptFailed, markMailSent, readMailMessage, type JobHandler, type Queryable } from '@openshiur/db';
import { renderMail, type MailTemplates } from './render-mail';
import type { MailTransport } from './mail-transport';
import { MailNoLongerNeeded } from './mail-template';

const payloadSchema = z.object({ messageId: z.number().int().positive() });

export interface SendMailDependencies {
  templates: MailTemplates;
  transport: MailTransport;
  from: string;
  messageIdHost: string;
}

/**
 * The `send-mail` job: renders one outbox row and hands it to the transport. A row already sent
 * (a retry after the runner died between sending and finishing the job) is not sent again; a
 * failure is noted on the row and thrown, so the queue tries again with backoff.
 */
export function sendMailJob(db: Queryable, { templates, transport, from, messageIdHost }: SendMailDependencies): JobHandler {
  return async (job) => {
    const { messageId: id } = payloadSchema.parse(job.payload);
    const message = await readMailMessage(db, id);
    if (!message || message.sentAt) return;
    try {
      const rendered = await renderMail(message, templates);
      await transport.send(rendered, {
        from,
        outboxId: id,
        messageId: `<mail-${id}.${message.createdAt.getTime()}@${messageIdHost}>`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MailNoLongerNeeded) {
        await markMailAttemptFailed(db, id, `Not sent: ${reason}`, true);
        return;
      }
      await markMailAttemptFailed(db, id, reason, job.attempts >= job.maxAttempts);
      throw error;
    }
    await markMailSent(db, id);
  };
}
