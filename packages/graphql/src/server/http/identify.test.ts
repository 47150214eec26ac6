import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionSecret } from '@openshiur/auth';
import { endSession, schema, startSession, type Queryable } from '@openshiur/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { databaseSessions, SESSION_STALE_IF_ERROR_MS } from './identify';

const timeouts = { idleSeconds: 3_600, maxSeconds: 86_400 };

describe.each(testDatabaseKinds())('sessions looked up in the database on %s', (kind) => {
  let testDb: TestDatabase;
  let userId: string;
  let down = false;
  /** The database, or one that cannot be reached while `down`. */
  let reachable: Queryable;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const [user] = await testDb.db.insert(schema.users).values({ subject: `sample-${kind}` }).returning({ id: schema.users.id });
    userId = user!.id;
    reachable = new Proxy(testDb.db, {
      get(target, property, receiver) {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return Reflect.get(target, property, receiver);
      },
    });
  });
  afterAll(() => testDb.cleanup());

  async function signedIn(sub: string) {
    const { secret, id } = await newSessionSecret();
    await startSession(testDb.db, { id, userId, claims: { sub, exp: Math.floor(Date.now() / 1000) + 600 } }, timeouts);
    return { secret, id };
  }

  it('answers the identity of a live session, and null once it has ended', async () => {
    const lookup = databaseSessions(reachable, timeouts);
    const { secret, id } = await signedIn('sample-live');
    expect((await lookup(secret))?.subject).toBe('sample-live');
    await endSession(testDb.db, id);
    expect(await lookup(secret)).toBeNull();
    expect(await lookup('never-issued')).toBeNull();
  });

  it('while the database cannot be reached, honours a session seen live in the last minutes, and no other', async () => {
    let clock = Date.now();
    const lookup = databaseSessions(reachable, timeouts, () => clock);
    const seen = await signedIn('sample-seen');
    const unseen = await signedIn('sample-unseen');
    expect((await lookup(seen.secret))?.subject).toBe('sample-seen');
    down = true;
    try {
      expect((await lookup(seen.secret))?.subject).toBe('sample-seen');
      await expect(lookup(unseen.secret)).rejects.toThrow('ECONNREFUSED');
      clock += SESSION_STALE_IF_ERROR_MS;
      await expect(lookup(seen.secret)).rejects.toThrow('ECONNREFUSED');
    } finally {
      down = false;
    }
  });

  it('a session ended while the database answers is not honoured during a later outage', async () => {
    const lookup = databaseSessions(reachable, timeouts);
    const ended = await signedIn('sample-ended');
    expect(await lookup(ended.secret)).not.toBeNull();
    await endSession(testDb.db, ended.id);
    expect(await lookup(ended.secret)).toBeNull();
    down = true;
    try {
      await expect(lookup(ended.secret)).rejects.toThrow('ECONNREFUSED');
    } finally {
      down = false;
    }
  });
});
