/**
 * The daily digest: every alert not yet mailed (users who chose "once a day", and any left over
 * by a change of choice) goes out in one mail per user. Marking the alerts and queueing the mail
 * happen in one transaction, so a digest is neither lost nor sent twice.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { enqueueMail, schema, type Database } from '@openshiur/db';

const { subscriberAlerts, users } = schema;

export const ALERT_DIGEST_JOB = 'alert-digest';
export const SUBSCRIBER_DIGEST_MAIL = 'subscriber-digest';

/** The most posts one digest lists; the rest are counted with a link to the user's follows. */
export const DIGEST_MAX_POSTS = 30;

export interface DigestEntry {
  postId: number;
  seriesId: number | null;
  authorId: number | null;
}

/** Queues one digest per user with unmailed alerts; answers how many were queued. */
export async function queueAlertDigests(db: Database): Promise<number> {
  const recipients = await db
    .selectDistinct({ userId: subscriberAlerts.userId })
    .from(subscriberAlerts)
    .innerJoin(users, eq(users.id, subscriberAlerts.userId))
    .where(and(isNull(subscriberAlerts.mailedAt), isNotNull(users.email)));
  let queued = 0;
  for (const { userId } of recipients) {
    const sent = await db.transaction(async (tx) => {
      const alerts = await tx
        .select({ postId: subscriberAlerts.postId, seriesId: subscriberAlerts.seriesId, authorId: subscriberAlerts.authorId })
        .from(subscriberAlerts)
        .where(and(eq(subscriberAlerts.userId, userId), isNull(subscriberAlerts.mailedAt)))
        .orderBy(desc(subscriberAlerts.createdAt), asc(subscriberAlerts.postId))
        .for('update', { skipLocked: true });
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (alerts.length === 0 || !user?.email) return false;
      const entries: DigestEntry[] = alerts.slice(0, DIGEST_MAX_POSTS);
      await enqueueMail(tx, {
        template: SUBSCRIBER_DIGEST_MAIL,
        to: user.email,
        stream: 'bulk',
        data: { userId, entries, more: alerts.length - entries.length },
      });
      await tx
        .update(subscriberAlerts)
        .set({ mailedAt: new Date() })
        .where(and(eq(subscriberAlerts.userId, userId), inArray(subscriberAlerts.postId, alerts.map((alert) => alert.postId))));
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
