import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail, markMailAttemptFailed, markMailSent, MAIL_MAX_ATTEMPTS, readMailMessage, SEND_MAIL_JOB } from './mail';
import { jobs, mailMessages } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

describe.each(testDatabaseKinds())('the mail outbox on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.cleanup());
  beforeEach(async () => {
    await testDb.db.delete(jobs);
    await testDb.db.delete(mailMessages);
  });

  it('stores the message with a send-mail job for it', async () => {
    const { db } = testDb;
    const id = await enqueueMail(db, { template: 'welcome', to: 'reader@example.org', data: { name: 'Sample' }, stream: 'transactional' });
    expect(id).toEqual(expect.any(Number));
    expect(await readMailMessage(db, id!)).toMatchObject({ template: 'welcome', recipient: 'reader@example.org', data: { name: 'Sample' }, sentAt: null });
    const [job] = await db.select().from(jobs);
    expect(job).toMatchObject({ kind: SEND_MAIL_JOB, key: `${SEND_MAIL_JOB}:${id}`, payload: { messageId: id }, maxAttempts: MAIL_MAX_ATTEMPTS });
  });

  it('keeps one mail per cause: a second request with the same key is dropped', async () => {
    const { db } = testDb;
    const request = { template: 'alert', to: 'reader@example.org', stream: 'bulk' as const, dedupeKey: 'alert:u:1' };
    expect(await enqueueMail(db, request)).toEqual(expect.any(Number));
    expect(await enqueueMail(db, request)).toBeNull();
    expect(await db.$count(mailMessages)).toBe(1);
    expect(await db.$count(jobs)).toBe(1);
  });

  it('stores nothing when the write that asked for it rolls back', async () => {
    const { db } = testDb;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { template: 'welcome', to: 'reader@example.org', stream: 'transactional' });
        throw new Error('the sign-up failed');
      }),
    ).rejects.toThrow('the sign-up failed');
    expect(await db.$count(mailMessages)).toBe(0);
    expect(await db.$count(jobs)).toBe(0);
  });

  it('records attempts: failures keep the error, the last one marks it failed, sending clears it', async () => {
    const { db } = testDb;
    const id = (await enqueueMail(db, { template: 'welcome', to: 'reader@example.org', stream: 'transactional' }))!;
    await markMailAttemptFailed(db, id, 'connect ECONNREFUSED', false);
    expect(await readMailMessage(db, id)).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED', failedAt: null });
    await markMailSent(db, id);
    const sent = await readMailMessage(db, id);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    await markMailAttemptFailed(db, id, 'gave up', true);
    expect((await db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!.failedAt).toBeInstanceOf(Date);
  });
});
