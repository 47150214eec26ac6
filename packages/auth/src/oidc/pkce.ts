/**
 * The random values of one sign-in: PKCE (RFC 7636, S256 only), `state` (the secret the site
 * stores and expects back from the provider) and `nonce`. Web Crypto only, so the same code runs in
 * Node and edge runtimes.
 */
import { base64url } from 'jose';

/** 32 random bytes, base64url: 43 characters, well inside PKCE's 43–128 range for verifiers. */
export function randomToken(byteLength = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** BASE64URL(SHA256(UTF-8(text))). */
export async function sha256Base64url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return base64url.encode(new Uint8Array(digest));
}

/** `code_challenge` for `code_challenge_method=S256`: BASE64URL(SHA256(ASCII(verifier))). */
export function pkceChallenge(verifier: string): Promise<string> {
  return sha256Base64url(verifier);
}

/** Compares two secrets in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  }
  return difference === 0;
}
