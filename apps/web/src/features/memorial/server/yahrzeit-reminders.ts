import 'server-only';
import { enqueueJob, enqueueMail, ensureJob, type JobHandler, type Queryable } from '@openshiur/db';
import { activeYearlyDedications, dedicationMailData, passingOf } from '@openshiur/graphql/server';
import { env } from '@/env';
import { nextDigestAt } from '@/features/alerts/server/digest-schedule';
import { addDays } from '@/lib/calendar-date';
import { dateInZone } from '@/lib/zoned-date';
import { YAHRZEIT_REMINDER_MAIL, type YahrzeitReminderData } from './dedication-mail-templates';
import { hebrewYearOf, nextYahrzeits } from './yahrzeit';

/** The daily job that queues the reminders; it plans its own next run, like the alert digest. */
export const YAHRZEIT_REMINDERS_JOB = 'yahrzeit-reminders';

/** How long before a yahrzeit its reminder goes out. */
export const REMINDER_DAYS_AHEAD = 7;

/**
 * Queues a reminder for every active yearly memorial dedication with a donor's address whose next
 * yahrzeit is within the coming REMINDER_DAYS_AHEAD days of `today` (so a daily run sends it a
 * week before; a dedication made closer to its yahrzeit gets it at once). One mail per
 * dedication and Hebrew year (the dedupe key), however often this runs. Returns how many were queued.
 */
export async function queueYahrzeitReminders(db: Queryable, today: string): Promise<number> {
  let queued = 0;
  const last = addDays(today, REMINDER_DAYS_AHEAD);
  for (const row of await activeYearlyDedications(db)) {
    const passing = passingOf(row);
    if (!row.donorEmail || !passing) continue;
    const [yahrzeit] = nextYahrzeits(passing, addDays(today, 1), 1);
    if (!yahrzeit || yahrzeit > last) continue;
    const data: YahrzeitReminderData = { ...dedicationMailData(row), yahrzeit };
    const id = await enqueueMail(db, {
      template: YAHRZEIT_REMINDER_MAIL,
      to: row.donorEmail,
      data: { ...data },
      stream: 'transactional',
      dedupeKey: `${YAHRZEIT_REMINDER_MAIL}:${row.id}:${hebrewYearOf(yahrzeit)}`,
    });
    if (id !== null) queued += 1;
  }
  return queued;
}

/** The next run: the morning hour the digest goes out at, in SITE_TIMEZONE. */
const nextRunAt = () => nextDigestAt(new Date(), env.SITE_TIMEZONE);

/** Plans the next run unless one is planned: each server does this when its runner starts. */
export function planYahrzeitReminders(db: Queryable): Promise<void> {
  return ensureJob(db, { kind: YAHRZEIT_REMINDERS_JOB, key: YAHRZEIT_REMINDERS_JOB, runAt: nextRunAt() });
}

export function yahrzeitReminderJobHandlers(db: Queryable, onQueued: () => void): Record<string, JobHandler> {
  return {
    [YAHRZEIT_REMINDERS_JOB]: async () => {
      if ((await queueYahrzeitReminders(db, dateInZone(new Date(), env.SITE_TIMEZONE).iso)) > 0) onQueued();
      // Queueing the same key while it runs moves this job to the next morning.
      await enqueueJob(db, { kind: YAHRZEIT_REMINDERS_JOB, key: YAHRZEIT_REMINDERS_JOB, runAt: nextRunAt() });
    },
  };
}
