import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { readSessionCookie, SESSION_COOKIE_NAME, type VerifiedIdentity } from '@openshiur/auth';
import { databaseSessions } from '@openshiur/graphql/server';
import { env } from '@/env';
import { requestOrigin } from '@/server/request-origin';
import { database } from '@/server/services';
import { sessionTimeouts } from './session-timeouts';

/**
 * The identity of the live session a cookie names (looked up in the database, as the GraphQL
 * endpoint does), or null when it is missing, ended or never was.
 */
export async function verifySession(secret: string | undefined): Promise<VerifiedIdentity | null> {
  if (!secret) return null;
  return databaseSessions(await database(), sessionTimeouts)(secret);
}

/** The signed-in visitor of this page request (React cache: verified once per request). */
export const currentIdentity = cache(async (): Promise<VerifiedIdentity | null> =>
  verifySession((await cookies()).get(SESSION_COOKIE_NAME)?.value),
);

/** The same for a route handler's request. */
export function identityOfRequest(request: Request): Promise<VerifiedIdentity | null> {
  return verifySession(readSessionCookie(request.headers.get('cookie')));
}

/**
 * The site's public origin: SITE_URL when configured (production requires it, so a proxy's
 * internal host never reaches the provider), otherwise the origin the browser used. That comes from
 * the Host header: Next's `request.url` names the host it was started with (`localhost`), and the
 * sign-in cookie only comes back to the host that set it.
 */
export function siteOrigin(request: Request): string {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  return requestOrigin(request.headers, new URL(request.url), env.TRUST_PROXY);
}

/** The claims a browser may keep in localStorage as `user` (the product's fields and browser-stored values): nothing secret. */
export interface PublicUserClaims {
  sub: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  exp: number;
}

export function publicClaims(identity: VerifiedIdentity): PublicUserClaims {
  return {
    sub: identity.subject,
    email: identity.email,
    name: identity.name,
    given_name: identity.firstName,
    family_name: identity.lastName,
    picture: identity.picture,
    exp: Math.floor(identity.expiresAt.getTime() / 1000),
  };
}
