/**
 * Server-side sign-in sessions. The browser's cookie holds a random secret; the table keeps only
 * its hash, the user and the verified claims. A session ends when it is deleted (sign-out, "sign
 * out everywhere", an admin's revocation), when it has not been used for the idle timeout, or at
 * its absolute expiry, whichever comes first. Every check happens here, per request, so an ended
 * session stops working at once on every instance.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from './jobs';
import { sessions, type Session } from './schema/sessions';
import { users } from './schema/users';

export interface SessionTimeouts {
  /** A session unused this long has ended. */
  idleSeconds: number;
  /** No session lives longer than this from sign-in. */
  maxSeconds: number;
}

/**
 * Using a session moves its idle clock forward at most this often: a busy reader costs one small
 * UPDATE a minute, not one per request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The User-Agent kept with a session, cut so a hostile header cannot fill the table. */
const USER_AGENT_MAX_LENGTH = 200;

export interface NewSession {
  /** The hash of the cookie's secret. */
  id: string;
  userId: string;
  claims: Record<string, unknown>;
  userAgent?: string | null;
}

/** Stores a new session and answers when it ends at the latest. */
export async function startSession(
  db: Queryable,
  session: NewSession,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + timeouts.maxSeconds * 1000);
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    claims: session.claims,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: session.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return expiresAt;
}

/**
 * The live session with this id, or null when there is none or it has ended (an ended one is
 * deleted on the way). Using it moves its idle clock forward.
 */
export async function findLiveSession(
  db: Queryable,
  id: string,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<Session | null> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  if (!session) return null;
  if (hasEnded(session, timeouts, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    return { ...session, lastSeenAt: now };
  }
  return session;
}

function hasEnded(session: Session, { idleSeconds }: SessionTimeouts, now: Date): boolean {
  return (
    session.expiresAt.getTime() <= now.getTime() ||
    session.lastSeenAt.getTime() + idleSeconds * 1000 <= now.getTime()
  );
}

/** Ends one session (sign-out). True when it was live. */
export async function endSession(db: Queryable, id: string): Promise<boolean> {
  const ended = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends this session and every other of the same user ("sign out everywhere" from one of them); answers how many ended. */
export async function endSessionsLike(db: Queryable, id: string): Promise<number> {
  const owner = db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, id));
  const ended = await db.delete(sessions).where(inArray(sessions.userId, owner)).returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of a user; answers how many ended. */
export async function endSessionsOfUser(db: Queryable, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every session of the people signed in with this e-mail address (an admin's revocation; the
 * address is compared without case, as the provider's are). Answers how many ended.
 */
export async function endSessionsOfEmail(db: Queryable, email: string): Promise<number> {
  const people = db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  const ended = await db.delete(sessions).where(inArray(sessions.userId, people)).returning({ id: sessions.id });
  return ended.length;
}

/** How many live sessions a user has (the profile page says so before "sign out everywhere"). */
export async function countLiveSessions(
  db: Queryable,
  userId: string,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<number> {
  const idleSince = new Date(now.getTime() - timeouts.idleSeconds * 1000);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`, sql`${sessions.lastSeenAt} > ${idleSince}`));
  return row?.count ?? 0;
}

/** Deletes the sessions that have ended (a periodic job); answers how many. */
export async function sweepEndedSessions(
  db: Queryable,
  timeouts: SessionTimeouts,
  now = new Date(),
): Promise<number> {
  const idleSince = new Date(now.getTime() - timeouts.idleSeconds * 1000);
  const swept = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return swept.length;
}
