import 'server-only';
import { NextResponse } from 'next/server';
import {
  SESSION_COOKIE_NAME,
  SIGN_IN_COOKIE_NAME,
  SIGN_IN_COOKIE_PATH,
  type SignInErrorCode,
} from '@openshiur/auth';

/**
 * A redirect with a relative Location (the browser resolves it against the address it used) that
 * is never cached: every sign-in response sets or clears cookies.
 */
export function redirectResponse(location: string, status: 302 | 303 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { location, 'cache-control': 'no-store' } });
}

/** The error page of a sign-in that could not be completed; `returnTo` is offered for a new try. */
export function signInErrorLocation(code: SignInErrorCode, returnTo: string): string {
  return `/logged-in?${new URLSearchParams({ error: code.toLowerCase(), returnTo })}`;
}

export function clearSignInCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set(SIGN_IN_COOKIE_NAME, '', {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: SIGN_IN_COOKIE_PATH,
    maxAge: 0,
  });
}

export function clearSessionCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set(SESSION_COOKIE_NAME, '', {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}
