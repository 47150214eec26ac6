import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { pruneFinishedJobs, runDueJobs, sweepEndedSessions, type RunReport } from '@openshiur/db';
import { sessionTimeouts } from '@/features/account/server/session-timeouts';
import { database, syncSearchIndexWith } from '../services';
import { jobHandlers } from './job-handlers';
import { planAlertDigest } from '@/features/alerts/server/alert-jobs';
import { planDonationReconciliation } from '@/features/payments/server/payment-jobs';
import { planYahrzeitReminders } from '@/features/memorial/server/yahrzeit-reminders';

/** This process's name in the queue's claims, so a job's runner can be told apart. */
const WORKER_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Done jobs are kept a week, for reading what ran; failed ones until a person deletes them. */
const KEEP_DONE_JOBS_MS = 7 * 86_400_000;
let lastPrune = 0;

/** Runs the jobs that are due (a bounded number per call). Must run inside a request: see job-handlers. */
let recurringJobsPlanned = false;

export async function runDueJobsNow(): Promise<RunReport> {
  const db = await database();
  if (!recurringJobsPlanned) {
    await planAlertDigest(db);
    await planDonationReconciliation(db);
    await planYahrzeitReminders(db);
    recurringJobsPlanned = true;
  }
  const report = await runDueJobs(db, jobHandlers(db, syncSearchIndexWith), { workerId: WORKER_ID });
  if (Date.now() - lastPrune > 3_600_000) {
    lastPrune = Date.now();
    await pruneFinishedJobs(db, new Date(Date.now() - KEEP_DONE_JOBS_MS));
    // Ended sessions are refused when used anyway; this only keeps the table to live ones.
    await sweepEndedSessions(db, sessionTimeouts);
  }
  return report;
}
