/**
 * Subscriber alerts: a published post becomes a `subscriber_alerts` row for each follower of its
 * series or one of its authors, and a mail at once for those who chose "immediately". Driven by
 * the `post_events` outbox, so a post published in any way (the studio, a scheduled publish) is
 * announced exactly once, even across crashes: the rows, the mails and the event's `handled_at`
 * are written in one transaction.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { enqueueMail, schema, type Database, type Queryable } from '@openshiur/db';

const { posts, postEvents, subscriberAlerts, users } = schema;

/** The job that works through the outbox; one at a time (a keyed job), re-queued by each publish. */
export const POST_EVENTS_JOB = 'post-events';
export const SUBSCRIBER_ALERT_MAIL = 'subscriber-alert';

/** Handles every unhandled "published" event, `batch` per transaction; answers how many. */
export async function alertFollowersOfPublishedPosts(db: Database, { batch = 50 }: { batch?: number } = {}): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      // Another instance's runner skips the rows this one holds, and the reverse.
      const events = await tx
        .select({ id: postEvents.id, postId: postEvents.postId })
        .from(postEvents)
        .where(and(isNull(postEvents.handledAt), eq(postEvents.kind, 'published')))
        .orderBy(asc(postEvents.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const event of events) await alertFollowers(tx, event.postId);
      if (events.length > 0)
        await tx.update(postEvents).set({ handledAt: new Date() }).where(inArray(postEvents.id, events.map((event) => event.id)));
      return events.length;
    });
    handled += count;
    if (count < batch) return handled;
  }
}

async function alertFollowers(tx: Queryable, postId: number): Promise<void> {
  const [post] = await tx.select({ seriesId: posts.seriesId, status: posts.status }).from(posts).where(eq(posts.id, postId));
  // Unpublished again before the runner came: nothing to announce.
  if (!post || post.status !== 'Published') return;
  // One alert per follower: for the series when they follow it, else for the first author they follow.
  await tx.execute(sql`
    insert into subscriber_alerts (user_id, post_id, series_id, author_id)
    select distinct on (user_id) user_id, ${postId}, series_id, author_id
    from (
      select user_id, series_id, null::integer as author_id, 0 as rank
        from series_subscriptions where series_id = ${post.seriesId ?? null}::integer
      union all
      select subscription.user_id, null::integer, subscription.author_id, 1
        from author_subscriptions subscription
        join post_authors credit on credit.author_id = subscription.author_id
        where credit.post_id = ${postId}
    ) followers
    order by user_id, rank, author_id
    on conflict do nothing`);
  const immediate = await tx
    .select({ userId: subscriberAlerts.userId, email: users.email, seriesId: subscriberAlerts.seriesId, authorId: subscriberAlerts.authorId })
    .from(subscriberAlerts)
    .innerJoin(users, eq(users.id, subscriberAlerts.userId))
    .where(
      and(
        eq(subscriberAlerts.postId, postId),
        isNull(subscriberAlerts.mailedAt),
        eq(users.alertFrequency, 'immediate'),
        isNotNull(users.email),
      ),
    );
  for (const alert of immediate) {
    await enqueueMail(tx, {
      template: SUBSCRIBER_ALERT_MAIL,
      to: alert.email!,
      stream: 'bulk',
      dedupeKey: `alert:${alert.userId}:${postId}`,
      data: { userId: alert.userId, postId, seriesId: alert.seriesId, authorId: alert.authorId },
    });
  }
  if (immediate.length > 0)
    await tx
      .update(subscriberAlerts)
      .set({ mailedAt: new Date() })
      .where(and(eq(subscriberAlerts.postId, postId), inArray(subscriberAlerts.userId, immediate.map((alert) => alert.userId))));
}
