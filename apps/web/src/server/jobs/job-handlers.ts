import 'server-only';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { SEND_MAIL_JOB, type Database, type JobHandler } from '@openshiur/db';
import { PUBLISH_POST_JOB, publishScheduledPost } from '@openshiur/graphql/server';
import { createBuiltInIndexer } from '@openshiur/search';
import { applyContentChanges } from '../apply-content-changes';
import { contentChangesSchema } from '../content-changes';
import { CONTENT_TAG, LARGE_LIST_TAG } from '../content-tags';
import { mailFrom, mailTransport, messageIdHost } from '@/features/mail/server/mail-config';
import { mailTemplates } from '@/features/mail/server/mail-templates';
import { sendMailJob } from '@/features/mail/server/send-mail-job';
import { alertJobHandlers } from '@/features/alerts/server/alert-jobs';
import { paymentJobHandlers } from '@/features/payments/server/payment-jobs';
import { yahrzeitReminderJobHandlers } from '@/features/memorial/server/yahrzeit-reminders';
import { runJobsSoon } from './job-ticker';

/** A whole catalogue changed (an import): every content page expires and the indexer catches up. */
export const CONTENT_CHANGED_JOB = 'content-changed';

const publishPayload = z.object({ postId: z.number().int().positive() });
const contentChangedPayload = z.union([z.object({ everything: z.literal(true) }), contentChangesSchema]);

/**
 * What each kind of job does. They run inside a request to /api/jobs/run, because Next expires
 * cached pages (revalidateTag) only from within a request.
 */
export function jobHandlers(db: Database, syncSearchIndexWith: Parameters<typeof applyContentChanges>[1]): Record<string, JobHandler> {
  return {
    [PUBLISH_POST_JOB]: async (job) => {
      const { postId } = publishPayload.parse(job.payload);
      // False when it was unscheduled or moved later since: nothing to publish, nothing to expire.
      if (await publishScheduledPost(db, postId)) {
        await applyContentChanges({ changes: [{ type: 'post', id: String(postId), change: 'published' }] }, syncSearchIndexWith);
      }
    },
    ...alertJobHandlers(db),
    ...paymentJobHandlers(db),
    ...yahrzeitReminderJobHandlers(db, runJobsSoon),
    [SEND_MAIL_JOB]: sendMailJob(db, { templates: mailTemplates, transport: mailTransport(), from: mailFrom(), messageIdHost: messageIdHost() }),
    [CONTENT_CHANGED_JOB]: async (job) => {
      const payload = contentChangedPayload.parse(job.payload);
      if ('everything' in payload) {
        revalidateTag(CONTENT_TAG, { expire: 0 });
        revalidateTag(LARGE_LIST_TAG, { expire: 0 });
        await createBuiltInIndexer(db).indexPending();
      } else {
        const { search } = await applyContentChanges(payload, syncSearchIndexWith);
        if (search === 'failed') throw new Error('The search index could not be brought up to date');
      }
    },
  };
}
