import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countLiveSessions,
  endSession,
  endSessionsOfEmail,
  endSessionsLike,
  endSessionsOfUser,
  findLiveSession,
  startSession,
  sweepEndedSessions,
} from './sessions';
import { sessions, users } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const timeouts = { idleSeconds: 3_600, maxSeconds: 86_400 };
const signInAt = new Date('2026-11-28T10:00:00Z');
const later = (seconds: number) => new Date(signInAt.getTime() + seconds * 1000);

describe.each(testDatabaseKinds())('server-side sessions on %s', (kind) => {
  let testDb: TestDatabase;
  let reader: string;
  let other: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const rows = await testDb.db
      .insert(users)
      .values([
        { subject: 'sample-reader', email: 'Sample.Reader@example.org' },
        { subject: 'sample-other', email: 'other@example.org' },
      ])
      .returning({ id: users.id });
    [reader, other] = rows.map((row) => row.id) as [string, string];
  });
  afterAll(() => testDb.cleanup());
  beforeEach(async () => {
    await testDb.db.delete(sessions);
  });

  const start = (id: string, userId = reader) =>
    startSession(testDb.db, { id, userId, claims: { sub: 'sample-reader' }, userAgent: 'x'.repeat(500) }, timeouts, signInAt);

  it('finds a live session with its claims, and ends at the absolute timeout', async () => {
    expect(await start('a')).toEqual(later(86_400));
    const found = await findLiveSession(testDb.db, 'a', timeouts, later(10));
    expect(found).toMatchObject({ userId: reader, claims: { sub: 'sample-reader' } });
    expect(found!.userAgent).toHaveLength(200);
    // Used every half hour it never idles out, but it still ends a day after sign-in.
    for (let seconds = 1_800; seconds < 86_400; seconds += 1_800) {
      expect(await findLiveSession(testDb.db, 'a', timeouts, later(seconds))).not.toBeNull();
    }
    expect(await findLiveSession(testDb.db, 'a', timeouts, later(86_400))).toBeNull();
    expect(await testDb.db.select().from(sessions)).toHaveLength(0);
  });

  it('ends a session unused for the idle timeout; use moves the idle clock at most once a minute', async () => {
    await start('a');
    await findLiveSession(testDb.db, 'a', timeouts, later(30));
    expect((await testDb.db.select().from(sessions))[0]!.lastSeenAt).toEqual(signInAt);
    await findLiveSession(testDb.db, 'a', timeouts, later(3_000));
    expect((await testDb.db.select().from(sessions))[0]!.lastSeenAt).toEqual(later(3_000));
    expect(await findLiveSession(testDb.db, 'a', timeouts, later(3_000 + 3_599))).not.toBeNull();
    expect(await findLiveSession(testDb.db, 'a', timeouts, later(3_000 + 3_599 + 3_600))).toBeNull();
  });

  it('does not know a session it never started', async () => {
    expect(await findLiveSession(testDb.db, 'unknown', timeouts, later(1))).toBeNull();
  });

  it('sign-out ends one session; "everywhere" ends all of one user; an admin ends them by e-mail in any case', async () => {
    await start('phone');
    await start('laptop');
    await start('tablet');
    await start('someone-else', other);
    expect(await endSession(testDb.db, 'phone')).toBe(true);
    expect(await endSession(testDb.db, 'phone')).toBe(false);
    expect(await findLiveSession(testDb.db, 'phone', timeouts, later(1))).toBeNull();
    expect(await countLiveSessions(testDb.db, reader, timeouts, later(1))).toBe(2);
    expect(await endSessionsOfUser(testDb.db, reader)).toBe(2);
    expect(await findLiveSession(testDb.db, 'laptop', timeouts, later(1))).toBeNull();
    expect(await findLiveSession(testDb.db, 'someone-else', timeouts, later(1))).not.toBeNull();

    await start('phone');
    await start('laptop');
    expect(await endSessionsLike(testDb.db, 'phone')).toBe(2);
    expect(await endSessionsLike(testDb.db, 'phone')).toBe(0);
    expect(await findLiveSession(testDb.db, 'someone-else', timeouts, later(1))).not.toBeNull();

    await start('again');
    expect(await endSessionsOfEmail(testDb.db, ' sample.READER@example.org ')).toBe(1);
    expect(await endSessionsOfEmail(testDb.db, 'nobody@example.org')).toBe(0);
    expect(await findLiveSession(testDb.db, 'someone-else', timeouts, later(1))).not.toBeNull();
  });

  it('sweeps ended sessions and keeps live ones', async () => {
    await start('old');
    await startSession(testDb.db, { id: 'new', userId: reader, claims: {} }, timeouts, later(7_000));
    expect(await countLiveSessions(testDb.db, reader, timeouts, later(7_200))).toBe(1);
    expect(await sweepEndedSessions(testDb.db, timeouts, later(7_200))).toBe(1);
    expect((await testDb.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual(['new']);
  });

  it('a deleted user takes their sessions along', async () => {
    const [gone] = await testDb.db.insert(users).values({ subject: 'sample-gone' }).returning({ id: users.id });
    await start('gone', gone!.id);
    await testDb.db.delete(users).where(eq(users.id, gone!.id));
    expect(await findLiveSession(testDb.db, 'gone', timeouts, later(1))).toBeNull();
  });
});
