import { connection, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAME, sessionIdOf } from '@openshiur/auth';
import { endSession, endSessionsLike } from '@openshiur/db';
import { authRuntime, POST_LOGOUT_PATH } from '@/features/account/server/auth';
import { postedFromThisSite } from '@/features/account/server/same-site-post';
import { SIGN_OUT_EVERYWHERE_FIELD } from '@/features/account/SignOutForm';
import { siteOrigin } from '@/features/account/server/session';
import {
  clearSessionCookie,
  clearSignInCookie,
  redirectResponse,
} from '@/features/account/server/sign-in-responses';
import { database } from '@/server/services';

/**
 * `GET /signout` (the product's route table) changes nothing: a link, an image or a prefetch must
 * not sign anyone out. It goes to /logout, which asks for one click (a POST here) while a session
 * is set, and says "signed out" otherwise.
 */
export async function GET() {
  await connection(); // per request, never prerendered
  return redirectResponse(POST_LOGOUT_PATH);
}

/**
 * `POST /signout`, from the header menu's "Sign out" button, the /logout confirmation or the
 * profile's "Sign out everywhere": ends the server-side session (or all of the person's sessions)
 * at once, removes the `jwt` cookie and any sign-in in progress, then ends the session at the
 * identity provider too when it offers RP-initiated logout, so the next "Login" asks for a password
 * again. The browser ends on /logout, which clears the browser-stored `user` and writes the `logout`
 * timestamp that signs out the other tabs. A POST from another site is only shown the confirmation.
 */
export async function POST(request: NextRequest) {
  await connection();
  const origin = siteOrigin(request);
  if (!postedFromThisSite(request.headers, origin)) return redirectResponse(POST_LOGOUT_PATH);
  const runtime = await authRuntime();
  const form = await request.formData().catch(() => null);
  const secret = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  if (secret) await endSessions(secret, form?.get(SIGN_OUT_EVERYWHERE_FIELD) === 'yes');
  const endAtProvider = await runtime.relyingParty.endSessionUrl({
    postLogoutRedirectUri: `${origin}${POST_LOGOUT_PATH}`,
  });
  const response = redirectResponse(endAtProvider ?? POST_LOGOUT_PATH);
  clearSessionCookie(response, runtime.secureCookies);
  clearSignInCookie(response, runtime.secureCookies);
  return response;
}

/**
 * Ends the session the cookie names, or every session of its person. The browser forgets its
 * cookie whatever happens here: if the database cannot be reached, the session still ends at its
 * idle timeout, and the failure is logged for the operator.
 */
async function endSessions(secret: string, everywhere: boolean): Promise<void> {
  try {
    const db = await database();
    const id = await sessionIdOf(secret);
    await (everywhere ? endSessionsLike(db, id) : endSession(db, id));
  } catch (error) {
    console.error('[auth] ending a session failed; it ends at its idle timeout', error);
  }
}
