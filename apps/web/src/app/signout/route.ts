import { connection, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { authRuntime, POST_LOGOUT_PATH } from '@/features/account/server/auth';
import { siteOrigin, verifySession } from '@/features/account/server/session';
import {
  clearSessionCookie,
  clearSignInCookie,
  redirectResponse,
} from '@/features/account/server/sign-in-responses';

/**
 * `/signout` (the product's route table, a full-page navigation): removes the `jwt` cookie (and any sign-in in
 * progress), then ends the session at the identity provider too when it offers RP-initiated
 * logout, so the next "Login" asks for a password again. The browser ends on /logout, which clears
 * the browser-stored `user` and writes the `logout` timestamp that signs out the other tabs.
 */
export async function GET(request: NextRequest) {
  await connection(); // per request, never prerendered
  const runtime = await authRuntime();
  const token = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  // Only a token that still verifies is sent as a hint; a stale one would make the provider refuse.
  const hint = (await verifySession(token)) ? token : undefined;
  const endSession = await runtime.relyingParty.endSessionUrl({
    idTokenHint: hint,
    postLogoutRedirectUri: `${siteOrigin(request)}${POST_LOGOUT_PATH}`,
  });
  const response = redirectResponse(endSession ?? POST_LOGOUT_PATH);
  clearSessionCookie(response, runtime.secureCookies);
  clearSignInCookie(response, runtime.secureCookies);
  return response;
}
