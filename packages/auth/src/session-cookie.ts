/**
 * The session cookie `jwt`, as the product specification names it. It holds the secret of a
 * server-side session (session-token.ts), never the ID token, and is httpOnly, so page scripts can
 * never read it (safer than keeping a token in localStorage as `token`, where any injected script
 * could steal it); SameSite=Lax keeps it off
 * cross-site POSTs and subresource requests; Secure in production. The shape fits Next's `cookies().set(name, value, options)`.
 */
import { SESSION_COOKIE_NAME } from './constants';

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export interface CookieToSet {
  name: string;
  value: string;
  options: CookieOptions;
}

/** `secure` is true in production; plain http on a developer machine cannot keep Secure cookies. */
export function sessionCookie(
  secret: string,
  expiresAt: Date,
  { secure }: { secure: boolean },
): CookieToSet {
  // The cookie dies with the session's absolute timeout: a browser never sends one the server would reject anyway.
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return {
    name: SESSION_COOKIE_NAME,
    value: secret,
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge },
  };
}

export function clearedSessionCookie({ secure }: { secure: boolean }): CookieToSet {
  return {
    name: SESSION_COOKIE_NAME,
    value: '',
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 },
  };
}
