import { connection, type NextRequest } from 'next/server';
import {
  isSignInError,
  safeReturnTo,
  sealSignInState,
  SIGN_IN_COOKIE_NAME,
  SIGN_IN_COOKIE_PATH,
  SIGN_IN_MAX_AGE_SECONDS,
} from '@openshiur/auth';
import { authRuntime, CALLBACK_PATH } from '@/features/account/server/auth';
import { requireAnonymous } from '@/features/account/server/route-checks';
import { siteOrigin } from '@/features/account/server/session';
import { redirectResponse, signInErrorLocation } from '@/features/account/server/sign-in-responses';
import { rateLimitResponse } from '@/features/account/server/sign-in-limits';
import { parseSubscribeMarker, SUBSCRIBE_PARAM } from '@/features/account/subscriptions/subscription-target';

/**
 * `/login?returnTo={path}` (the product's route table, a full-page navigation): starts the authorization code flow.
 * The state (the spec's stored `secret`), nonce, PKCE verifier and returnTo go into an encrypted,
 * httpOnly, 15-minute cookie scoped to /login; the browser goes on to the identity provider.
 * `&subscribe=series:12` (a signed-out subscribe button) goes into the same cookie: the callback
 * follows it once the visitor has signed in.
 */
export async function GET(request: NextRequest) {
  await connection(); // per request, never prerendered
  const limited = await rateLimitResponse(request, 'login');
  if (limited) return limited;
  // Guest-only (the product's roles and route checks): a signed-in visitor has nothing to do here.
  await requireAnonymous();
  const returnTo = safeReturnTo(request.nextUrl.searchParams.get('returnTo'));
  const runtime = await authRuntime();
  let start;
  try {
    start = await runtime.relyingParty.beginSignIn({
      redirectUri: `${siteOrigin(request)}${CALLBACK_PATH}`,
      returnTo,
      follow: parseSubscribeMarker(request.nextUrl.searchParams.get(SUBSCRIBE_PARAM)),
    });
  } catch (error) {
    if (!isSignInError(error)) throw error;
    console.error('[auth] sign-in could not start', error);
    return redirectResponse(signInErrorLocation(error.code, returnTo));
  }
  const response = redirectResponse(start.authorizationUrl);
  response.cookies.set(
    SIGN_IN_COOKIE_NAME,
    await sealSignInState(start.state, runtime.sessionSecret),
    {
      httpOnly: true,
      secure: runtime.secureCookies,
      sameSite: 'lax',
      path: SIGN_IN_COOKIE_PATH,
      maxAge: SIGN_IN_MAX_AGE_SECONDS,
    },
  );
  return response;
}
