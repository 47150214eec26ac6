import { connection, type NextRequest } from 'next/server';
import {
  DEFAULT_RETURN_TO,
  isSignInError,
  newSessionSecret,
  openSignInState,
  sessionCookie,
  SIGN_IN_COOKIE_NAME,
  type FollowRequest,
  type SignInState,
} from '@openshiur/auth';
import { startSession } from '@openshiur/db';
import { followAfterSignIn, upsertUserFromIdentity } from '@openshiur/graphql/server';
import { authRuntime } from '@/features/account/server/auth';
import { database } from '@/server/services';
import {
  clearSignInCookie,
  redirectResponse,
  signInErrorLocation,
} from '@/features/account/server/sign-in-responses';
import { rateLimitResponse } from '@/features/account/server/sign-in-limits';
import { sessionTimeouts } from '@/features/account/server/session-timeouts';

/**
 * Where the identity provider sends the browser back. The product's validation rules: `state` must equal the stored
 * secret; only then is the code exchanged and the ID token verified (signature, issuer, audience,
 * expiry, nonce). Success creates or updates the user record from the token's claims, starts a
 * server-side session (its secret in the httpOnly `jwt` cookie; the ID token itself never reaches the
 * browser), follows the series or author a signed-out subscribe button asked for, and continues to
 * /logged-in; any failure sets no session and shows why.
 */
export async function GET(request: NextRequest) {
  await connection(); // per request, never prerendered
  const limited = await rateLimitResponse(request, 'callback');
  if (limited) return limited;
  const runtime = await authRuntime();

  let expected: SignInState;
  try {
    expected = await openSignInState(
      request.cookies.get(SIGN_IN_COOKIE_NAME)?.value,
      runtime.sessionSecret,
    );
  } catch (error) {
    if (!isSignInError(error)) throw error;
    return failed(error.code, DEFAULT_RETURN_TO);
  }

  try {
    const { identity } = await runtime.relyingParty.completeSignIn({
      callbackUrl: request.nextUrl,
      expected,
    });
    const db = await database();
    const user = await upsertUserFromIdentity(db, identity);
    const { secret, id } = await newSessionSecret();
    const endsAt = await startSession(
      db,
      { id, userId: user.id, claims: { ...identity.claims }, userAgent: request.headers.get('user-agent') },
      sessionTimeouts,
    );
    if (expected.follow) await followAsked(db, user.id, expected.follow);
    const response = redirectResponse(
      `/logged-in?${new URLSearchParams({ returnTo: expected.returnTo })}`,
    );
    const session = sessionCookie(secret, endsAt, { secure: runtime.secureCookies });
    response.cookies.set(session.name, session.value, session.options);
    // The state is single-use: a replayed response finds no sign-in in progress.
    clearSignInCookie(response, runtime.secureCookies);
    return response;
  } catch (error) {
    if (!isSignInError(error)) throw error;
    if (error.code !== 'STATE_MISMATCH' && error.code !== 'PROVIDER_ERROR')
      console.error('[auth] sign-in failed', error);
    return failed(error.code, expected.returnTo);
  }

  function failed(code: Parameters<typeof signInErrorLocation>[0], returnTo: string) {
    const response = redirectResponse(signInErrorLocation(code, returnTo));
    clearSignInCookie(response, runtime.secureCookies);
    return response;
  }
}

/**
 * The follow asked for before sign-in. The sign-in itself has succeeded: a failure here is logged
 * and the visitor lands signed in, on the page whose button they can press again.
 */
async function followAsked(db: Awaited<ReturnType<typeof database>>, userId: string, follow: FollowRequest) {
  try {
    await followAfterSignIn(db, userId, follow);
  } catch (error) {
    console.error('[auth] the follow asked for before sign-in failed', error);
  }
}
