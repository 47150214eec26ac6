import 'server-only';
import { enqueueJob, ensureJob, type Database, type JobHandler, type Queryable } from '@openshiur/db';
import { reconcilePendingDonations, reconcilePendingOrders } from '@openshiur/graphql/server';
import { expireDedicationPages } from '@/features/memorial/server/day-dedications';
import { expireStorePages } from '@/features/store/server/store-pages';
import { paymentsService } from './payments';

/** Checks donations and orders still pending against the provider, then plans its next run. */
export const RECONCILE_DONATIONS_JOB = 'reconcile-donations';

/** How often the reconciliation runs. */
const RECONCILE_EVERY_MS = 10 * 60_000;
/** A webhook normally comes within seconds: a donation pending this long is asked about. */
const CHECK_AFTER_MS = 15 * 60_000;
/** Unpaid after a day (a checkout's lifetime): given up as expired. */
const ABANDON_AFTER_MS = 24 * 3_600_000;

const nextRun = () => new Date(Date.now() + RECONCILE_EVERY_MS);

/** Plans the reconciliation unless one is planned: each server does this when its runner starts. */
export function planDonationReconciliation(db: Queryable): Promise<void> {
  return ensureJob(db, { kind: RECONCILE_DONATIONS_JOB, key: RECONCILE_DONATIONS_JOB, runAt: nextRun() });
}

export function paymentJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [RECONCILE_DONATIONS_JOB]: async () => {
      const { provider, hooks } = await paymentsService(db);
      const report = await reconcilePendingDonations(db, provider, { checkAfterMs: CHECK_AFTER_MS, abandonAfterMs: ABANDON_AFTER_MS }, hooks);
      if (report.completed > 0) expireDedicationPages();
      if (report.completed + report.failed > 0)
        console.info(`[payments] reconciled ${report.checked} pending donations: ${report.completed} paid, ${report.failed} failed`);
      const orders = await reconcilePendingOrders(db, provider, { checkAfterMs: CHECK_AFTER_MS, abandonAfterMs: ABANDON_AFTER_MS });
      // A failed or expired order gave its stock back; one paid after it was given up took it again.
      if (orders.completed + orders.failed > 0) {
        expireStorePages();
        console.info(`[payments] reconciled ${orders.checked} pending orders: ${orders.completed} paid, ${orders.failed} failed`);
      }
      // Queueing the same key while it runs moves this job to its next run.
      await enqueueJob(db, { kind: RECONCILE_DONATIONS_JOB, key: RECONCILE_DONATIONS_JOB, runAt: nextRun() });
    },
  };
}
