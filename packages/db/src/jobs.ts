/**
 * The durable job queue: a `jobs` table claimed with `FOR UPDATE SKIP LOCKED`. The same SQL runs on
 * PGlite and PostgreSQL, and a job is enqueued inside the transaction of the write that calls for
 * it, so a write and its follow-up are stored together or not at all.
 *
 * Why not pg-boss or graphile-worker: on Node 20 only pg-boss 10 is supported, which needs its own
 * connection handling and cannot enqueue inside a Drizzle transaction; graphile-worker has no PGlite
 * path (STACK-NOTES-2 §3).
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { jobs, type Job } from './schema/studio';

/** A database or a transaction of one: jobs are enqueued inside the write that calls for them. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

export interface JobRequest {
  kind: string;
  /** At most one job per key: enqueueing the key again reschedules that job with the new payload. */
  key?: string;
  payload?: Record<string, unknown>;
  /** Not before this instant (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueueJob(db: Queryable, request: JobRequest): Promise<void> {
  const values = {
    kind: request.kind,
    key: request.key ?? null,
    payload: request.payload ?? {},
    runAt: request.runAt ?? new Date(),
    maxAttempts: request.maxAttempts ?? 10,
  };
  if (!values.key) {
    await db.insert(jobs).values(values);
    return;
  }
  // A keyed job starts over: a post rescheduled after it was published gets published again. A job
  // that is running now is moved back to pending, so its runner's completion no longer counts
  // (see `completeJob`) and it runs once more at the new time.
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: values.kind,
        payload: values.payload,
        runAt: values.runAt,
        maxAttempts: values.maxAttempts,
        state: 'pending',
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
        finishedAt: null,
      },
    });
}

/**
 * Puts a keyed job in the queue unless one with its key is pending or running: for recurring jobs
 * (the daily digest) that each server makes sure of at start, without moving one already planned.
 * A finished or failed one is planned again.
 */
export async function ensureJob(db: Queryable, request: JobRequest & { key: string }): Promise<void> {
  const runAt = request.runAt ?? new Date();
  await db
    .insert(jobs)
    .values({ kind: request.kind, key: request.key, payload: request.payload ?? {}, runAt, maxAttempts: request.maxAttempts ?? 10 })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { state: 'pending', runAt, attempts: 0, lastError: null, finishedAt: null, lockedBy: null, lockedUntil: null },
      setWhere: inArray(jobs.state, ['done', 'failed']),
    });
}

/**
 * Takes up to `limit` due jobs for `workerId`: pending ones whose time has come (oldest first,
 * however late: after downtime every missed job runs at once) and running ones whose lease ran
 * out, their runner having died. Rows other runners hold are skipped, not waited for.
 */
export async function claimJobs(
  db: Queryable,
  { workerId, limit, leaseMs }: { workerId: string; limit: number; leaseMs: number },
): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.state, 'pending'), sql`${jobs.runAt} <= now()`),
        and(eq(jobs.state, 'running'), sql`${jobs.lockedUntil} < now()`),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // UPDATE … RETURNING gives rows in no set order: hand them out oldest first.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Only the runner still holding the claim can finish a job (it may have been rescheduled meanwhile). */
function heldBy(job: Job, workerId: string) {
  return and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId));
}

export async function completeJob(db: Queryable, job: Job, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(job, workerId));
}

/** Wait before retry `attempt` (1, 2, …): 15 s doubling, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** A failed attempt: tried again later with backoff, or `failed` for good after its last attempt. */
export async function failJob(db: Queryable, job: Job, workerId: string, error: unknown): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? error.stack ?? error.message : String(error)).slice(0, 4_000);
  const outcome = job.attempts >= job.maxAttempts ? 'failed' : 'retry';
  await db
    .update(jobs)
    .set(
      outcome === 'failed'
        ? { state: 'failed', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: message }
        : {
            state: 'pending',
            runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
            lockedBy: null,
            lockedUntil: null,
            lastError: message,
          },
    )
    .where(heldBy(job, workerId));
  return outcome;
}

/** Deletes jobs that finished (done, not failed) before `before`: failed ones stay for a person to read. */
export async function pruneFinishedJobs(db: Queryable, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)));
}

/** Runs one job's work; throwing means "try again later". */
export type JobHandler = (job: Job) => Promise<void>;

export interface RunReport {
  ran: number;
  failed: number;
}

/**
 * Claims the due jobs and runs each with its kind's handler, `concurrency` at a time, until none
 * are due (at most `maxJobs` in one call, so one call ends in bounded time).
 */
export async function runDueJobs(
  db: Queryable,
  handlers: Readonly<Record<string, JobHandler>>,
  { workerId, leaseMs = 5 * 60_000, batch = 10, maxJobs = 200 }: { workerId: string; leaseMs?: number; batch?: number; maxJobs?: number },
): Promise<RunReport> {
  const report: RunReport = { ran: 0, failed: 0 };
  while (report.ran + report.failed < maxJobs) {
    const claimed = await claimJobs(db, { workerId, limit: batch, leaseMs });
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (job) => {
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
          if (job.attempts > job.maxAttempts) throw new Error('Out of attempts (its runner stopped during each)');
          await handler(job);
          await completeJob(db, job, workerId);
          report.ran += 1;
        } catch (error) {
          report.failed += 1;
          const outcome = await failJob(db, job, workerId, error);
          console.warn(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed (${outcome}):`, error instanceof Error ? error.message : error);
        }
      }),
    );
  }
  return report;
}
