import { and, eq, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { recordAudit } from './audit';
import { recordPublished, SCHEDULED_PUBLISHING } from './post-events';
import { recordRevision, snapshotOf } from './post-revisions';
import { readStudioPost, writeOf } from './studio-post';

const { posts } = schema;

/**
 * Publishes a Scheduled post whose time has come: its status, its published time (the scheduled
 * one, even when the runner is late), the event and the audit entry, all or nothing. Does nothing
 * and answers false when the post is no longer Scheduled or was moved later (its job was moved
 * with it), so a job that runs twice publishes once.
 */
export async function publishScheduledPost(db: Database, postId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await readStudioPost(tx, postId);
    const [published] = await tx
      .update(posts)
      .set({
        status: 'Published',
        publishedAt: sql`coalesce(${posts.publishedAt}, ${posts.scheduledFor})`,
        scheduledFor: null,
        updatedAt: new Date(),
      })
      .where(and(eq(posts.id, postId), eq(posts.status, 'Scheduled'), lte(posts.scheduledFor, sql`now()`)))
      .returning({ id: posts.id });
    if (!published) return false;
    await recordPublished(tx, postId);
    const after = await readStudioPost(tx, postId);
    await recordRevision(tx, postId, { before: snapshotOf(writeOf(before!)), after: snapshotOf(writeOf(after!)), savedBy: SCHEDULED_PUBLISHING });
    await recordAudit(tx, { actor: SCHEDULED_PUBLISHING, action: 'post.published', recordType: 'post', recordId: postId, details: { scheduled: true } });
    return true;
  });
}
