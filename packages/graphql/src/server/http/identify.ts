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

/** Sessions kept in the site's database (`@openshiur/db` sessions). */
export function databaseSessions(db: Queryable, timeouts: SessionTimeouts): SessionLookup {
  return async (secret) => {
    if (looksLikeJwt(secret)) return null; // a cookie from before server-side sessions: signed out
    const session = await findLiveSession(db, await sessionIdOf(secret), timeouts);
    return session ? identityOfSession(session.claims, session.expiresAt) : null;
  };
}
