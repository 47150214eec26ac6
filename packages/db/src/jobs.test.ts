import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from './client';
import { claimJobs, completeJob, enqueueJob, ensureJob, retryDelayMs, runDueJobs, type JobHandler } from './jobs';
import { jobs } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 3_600_000);

describe.each(testDatabaseKinds())('the job queue on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.cleanup());
  beforeEach(async () => {
    await testDb.db.delete(jobs);
  });

  const stateOf = async (key: string) =>
    (await testDb.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('runs due jobs, late ones first, and leaves future ones', async () => {
    const { db } = testDb;
    const ran: string[] = [];
    const record: JobHandler = async (job) => {
      ran.push(String(job.payload.name));
    };
    await enqueueJob(db, { kind: 'record', payload: { name: 'later' }, runAt: future() });
    await enqueueJob(db, { kind: 'record', payload: { name: 'now' } });
    await enqueueJob(db, { kind: 'record', payload: { name: 'missed during downtime' }, runAt: new Date(Date.now() - 86_400_000) });
    const report = await runDueJobs(db, { record }, { workerId: 'a' });
    expect(report).toEqual({ ran: 2, failed: 0 });
    expect(ran).toEqual(['missed during downtime', 'now']);
    const states = await db.select({ state: jobs.state }).from(jobs).orderBy(jobs.runAt);
    expect(states.map((row) => row.state)).toEqual(['done', 'done', 'pending']);
  });

  it('retries a failing job later with backoff, then marks it failed after its last attempt', async () => {
    const { db } = testDb;
    await enqueueJob(db, { kind: 'flaky', key: 'flaky', maxAttempts: 2 });
    const failing: JobHandler = async () => {
      throw new Error('mail server down');
    };
    expect(await runDueJobs(db, { flaky: failing }, { workerId: 'a' })).toEqual({ ran: 0, failed: 1 });
    const afterFirst = await stateOf('flaky');
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1 });
    expect(afterFirst!.lastError).toContain('mail server down');
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
    // Its retry time comes.
    await db.update(jobs).set({ runAt: past() }).where(eq(jobs.key, 'flaky'));
    await runDueJobs(db, { flaky: failing }, { workerId: 'a' });
    expect(await stateOf('flaky')).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('keeps one job per key: enqueueing again moves it', async () => {
    const { db } = testDb;
    await enqueueJob(db, { kind: 'publish', key: 'publish-post:1', payload: { postId: 1 }, runAt: future() });
    await enqueueJob(db, { kind: 'publish', key: 'publish-post:1', payload: { postId: 1 }, runAt: past() });
    expect(await db.$count(jobs)).toBe(1);
    let runs = 0;
    await runDueJobs(db, { publish: async () => void (runs += 1) }, { workerId: 'a' });
    expect(runs).toBe(1);
    // Rescheduled after it ran (a post published, unpublished and scheduled again): it runs again.
    await enqueueJob(db, { kind: 'publish', key: 'publish-post:1', payload: { postId: 1 }, runAt: past() });
    await runDueJobs(db, { publish: async () => void (runs += 1) }, { workerId: 'a' });
    expect(runs).toBe(2);
  });

  it('a job rescheduled while it runs is not marked done by that run', async () => {
    const { db } = testDb;
    await enqueueJob(db, { kind: 'publish', key: 'k' });
    const [claimed] = await claimJobs(db, { workerId: 'a', limit: 1, leaseMs: 60_000 });
    await enqueueJob(db, { kind: 'publish', key: 'k', runAt: future() });
    await completeJob(db, claimed!, 'a');
    expect(await stateOf('k')).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('takes over a job whose runner died (its lease ran out), and not before', async () => {
    const { db } = testDb;
    await enqueueJob(db, { kind: 'work', key: 'w' });
    expect(await claimJobs(db, { workerId: 'dead', limit: 5, leaseMs: 60_000 })).toHaveLength(1);
    expect(await claimJobs(db, { workerId: 'alive', limit: 5, leaseMs: 60_000 })).toHaveLength(0);
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.key, 'w'));
    const retaken = await claimJobs(db, { workerId: 'alive', limit: 5, leaseMs: 60_000 });
    expect(retaken).toMatchObject([{ key: 'w', attempts: 2, lockedBy: 'alive' }]);
    // The dead runner, should it come back, can no longer finish it.
    await completeJob(db, retaken[0]!, 'dead');
    expect(await stateOf('w')).toMatchObject({ state: 'running', lockedBy: 'alive' });
  });

  it('a job enqueued in a transaction that rolls back is not stored', async () => {
    const { db } = testDb;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'work', key: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await stateOf('rolled-back')).toBeUndefined();
  });

  it('ensureJob plans a recurring job once, keeps a planned one where it is, and plans a finished one again', async () => {
    const { db } = testDb;
    const first = future();
    await ensureJob(db, { kind: 'digest', key: 'digest', runAt: first });
    await ensureJob(db, { kind: 'digest', key: 'digest', runAt: past() });
    expect((await stateOf('digest'))!.runAt.getTime()).toBe(first.getTime());
    await db.update(jobs).set({ state: 'done' }).where(eq(jobs.key, 'digest'));
    const again = future();
    await ensureJob(db, { kind: 'digest', key: 'digest', runAt: again });
    expect(await stateOf('digest')).toMatchObject({ state: 'pending', runAt: again });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two runners on one PostgreSQL', () => {
  let testDb: TestDatabase;
  let second: DatabaseConnection;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    second = await createDatabase({ url: testDb.url });
  });
  afterAll(async () => {
    await second.close();
    await testDb.cleanup();
  });

  it('run every job exactly once between them', async () => {
    const count = 60;
    for (let index = 0; index < count; index += 1) await enqueueJob(testDb.db, { kind: 'count', payload: { index } });
    const runs = new Map<number, string[]>();
    const handler = (worker: string): JobHandler => async (job) => {
      const index = Number(job.payload.index);
      runs.set(index, [...(runs.get(index) ?? []), worker]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [a, b] = await Promise.all([
      runDueJobs(testDb.db, { count: handler('a') }, { workerId: 'a', batch: 3 }),
      runDueJobs(second.db, { count: handler('b') }, { workerId: 'b', batch: 3 }),
    ]);
    expect(a.ran + b.ran).toBe(count);
    expect(a.ran).toBeGreaterThan(0);
    expect(b.ran).toBeGreaterThan(0);
    expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
    expect(runs.size).toBe(count);
  });
});
