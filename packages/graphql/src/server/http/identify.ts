import {
  AuthError,
  identityOfSession,
  looksLikeJwt,
  readBearerToken,
  readSessionCookie,
  sessionIdOf,
  type TokenVerifier,
  type VerifiedIdentity,
} from '@openshiur/auth';
import { findLiveSession, type Queryable, type SessionTimeouts } from '@openshiur/db';

export interface RequestIdentity {
  viewer: VerifiedIdentity | null;
  authError: AuthError | null;
}

/** The identity of a live server-side session, by the secret its cookie holds; null when it has ended or never was. */
export type SessionLookup = (secret: string) => Promise<VerifiedIdentity | null>;

export interface IdentifyOptions {
  /** Checks provider-issued tokens sent as `authorization: Bearer` (API clients). */
  verifier?: TokenVerifier;
  /** Finds the session the `jwt` cookie (or a non-JWT Bearer value) names. */
  sessions?: SessionLookup;
}

/**
 * Who is asking: a provider token in `authorization: Bearer`, checked against the provider's key
 * set, or the session the `jwt` cookie names, looked up on every request so an ended session stops
 * at once. A bad credential does not fail the request (public data still answers); it is reported
 * by the fields that need a user.
 */
export async function identifyRequest(request: Request, { verifier, sessions }: IdentifyOptions): Promise<RequestIdentity> {
  const bearer = readBearerToken(request.headers);
  const credential = bearer ?? readSessionCookie(request.headers.get('cookie'));
  if (!credential) return { viewer: null, authError: null };
  try {
    if (bearer !== undefined && looksLikeJwt(bearer)) {
      if (!verifier) throw new AuthError('TOKEN_INVALID', 'Sign-in is not configured on this server');
      return { viewer: await verifier.verify(bearer), authError: null };
    }
    const viewer = sessions ? await sessions(credential) : null;
    return viewer ? { viewer, authError: null } : { viewer: null, authError: new AuthError('SESSION_ENDED') };
  } catch (error) {
    if (error instanceof AuthError) return { viewer: null, authError: error };
    throw error;
  }
}

/**
 * While the database cannot be reached, a session this process saw live within this long still
 * counts: an editor in the middle of a save keeps their page (and is told the save failed) rather
 * than getting an error page. Nothing can be revoked during an outage anyway (revoking writes to
 * the same database), and once it answers again every request asks it first.
 */
export const SESSION_STALE_IF_ERROR_MS = 10 * 60_000;
const LAST_KNOWN_LIMIT = 10_000;

interface LastKnown {
  identity: VerifiedIdentity;
  confirmedAt: number;
}

/** One per process, on globalThis: Next bundles route handlers, pages and the proxy apart. */
function lastKnownSessions(): Map<string, LastKnown> {
  const key = Symbol.for('@openshiur/graphql/last-known-sessions');
  const store = globalThis as typeof globalThis & { [key]?: Map<string, LastKnown> };
  return (store[key] ??= new Map());
}

/** Sessions kept in the site's database (`@openshiur/db` sessions). */
export function databaseSessions(db: Queryable, timeouts: SessionTimeouts, now: () => number = Date.now): SessionLookup {
  const lastKnown = lastKnownSessions();
  return async (secret) => {
    if (looksLikeJwt(secret)) return null; // a cookie from before server-side sessions: signed out
    const id = await sessionIdOf(secret);
    let session;
    try {
      session = await findLiveSession(db, id, timeouts);
    } catch (error) {
      const known = lastKnown.get(id);
      if (known && now() - known.confirmedAt < SESSION_STALE_IF_ERROR_MS && known.identity.expiresAt.getTime() > now()) return known.identity;
      throw error;
    }
    lastKnown.delete(id); // re-inserted last: the map's order is least recently confirmed first
    if (!session) return null;
    const identity = identityOfSession(session.claims, session.expiresAt);
    lastKnown.set(id, { identity, confirmedAt: now() });
    if (lastKnown.size > LAST_KNOWN_LIMIT) lastKnown.delete(lastKnown.keys().next().value as string);
    return identity;
  };
}
