import 'server-only';
import { enqueueJob, ensureJob, type Database, type JobHandler, type Queryable } from '@openshiur/db';
import { ALERT_DIGEST_JOB, alertFollowersOfPublishedPosts, POST_EVENTS_JOB, queueAlertDigests } from '@openshiur/graphql/server';
import { env } from '@/env';
import { nextDigestAt } from './digest-schedule';

/** Plans the next daily digest unless one is planned: each server does this when its runner starts. */
export function planAlertDigest(db: Queryable): Promise<void> {
  return ensureJob(db, { kind: ALERT_DIGEST_JOB, key: ALERT_DIGEST_JOB, runAt: nextDigestAt(new Date(), env.SITE_TIMEZONE) });
}

/** The jobs of subscriber alerts: announcing published posts, and the daily digest (which plans the next one). */
export function alertJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [POST_EVENTS_JOB]: async () => {
      await alertFollowersOfPublishedPosts(db);
    },
    [ALERT_DIGEST_JOB]: async () => {
      await queueAlertDigests(db);
      // Queueing the same key while it runs moves this job to the next morning.
      await enqueueJob(db, { kind: ALERT_DIGEST_JOB, key: ALERT_DIGEST_JOB, runAt: nextDigestAt(new Date(), env.SITE_TIMEZONE) });
    },
  };
}
