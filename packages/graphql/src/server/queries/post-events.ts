/** What follows a post's publishing, written in the same transaction: its job and its event. */
import { enqueueJob, schema, type Actor, type Queryable } from '@openshiur/db';
import { POST_EVENTS_JOB } from '../alerts/post-published-alerts';

const { postEvents } = schema;

/** The job that publishes a Scheduled post when its time comes (one per post: rescheduling moves it). */
export const PUBLISH_POST_JOB = 'publish-post';

export const publishJobKey = (postId: number) => `${PUBLISH_POST_JOB}:${postId}`;

/** Who publishes Scheduled posts: the revision history and audit log name the job runner. */
export const SCHEDULED_PUBLISHING: Actor = { subject: 'job:publish-post', name: 'Scheduled publishing', email: null };

/** Puts the post's publishing job in the queue for `at`, in the caller's transaction. */
export async function schedulePublishing(tx: Queryable, postId: number, at: Date): Promise<void> {
  await enqueueJob(tx, { kind: PUBLISH_POST_JOB, key: publishJobKey(postId), payload: { postId }, runAt: at });
}

/**
 * "Post published", for whoever acts on it (subscriber alerts read the rows not yet handled).
 * Written in the transaction that publishes, so the event exists if and only if the post went live.
 */
export async function recordPublished(tx: Queryable, postId: number): Promise<void> {
  await tx.insert(postEvents).values({ postId, kind: 'published' });
  // One job works through the outbox (subscriber alerts); queueing it again while it runs makes it run once more.
  await enqueueJob(tx, { kind: POST_EVENTS_JOB, key: POST_EVENTS_JOB });
}
