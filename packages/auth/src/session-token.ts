/**
 * The session cookie's value: a random secret naming a server-side session (stored by its hash).
 * Before, the cookie held the provider's ID token itself, which stayed valid for its whole life
 * whatever the site did: signing out could only ask the browser to forget it. A secret the server
 * looks up can be ended at once, and the ID token never reaches the browser.
 */
import { randomToken, sha256Base64url } from './oidc/pkce';

export interface NewSessionSecret {
  /** Goes in the cookie, and nowhere else. */
  secret: string;
  /** What the server stores and looks up: SHA-256 of the secret. */
  id: string;
}

/** 32 random bytes: as unguessable as a key. */
export async function newSessionSecret(): Promise<NewSessionSecret> {
  const secret = randomToken(32);
  return { secret, id: await sessionIdOf(secret) };
}

/** The stored id of the session a cookie's secret names. */
export function sessionIdOf(secret: string): Promise<string> {
  return sha256Base64url(secret);
}

/**
 * True for a value that can only be an ID token (a JWT: three dot-separated parts), never a
 * session secret (base64url, no dots). An API client may still send a provider token as Bearer.
 */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
