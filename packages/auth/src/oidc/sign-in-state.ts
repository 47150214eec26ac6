/**
 * What the browser keeps between leaving for the provider and coming back: `state` (the secret the
 * provider must send back), the nonce, the PKCE verifier and where to return. It travels in a
 * short-lived httpOnly cookie, encrypted (JWE, dir + A256GCM) with a key derived from the site's
 * session secret: page scripts cannot read it, and nobody can forge or read the verifier in it.
 */
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { SignInError } from './errors';

export const SIGN_IN_COOKIE_NAME = 'os_signin';
/** Only the sign-in routes need it; it is never sent with page or GraphQL requests. */
export const SIGN_IN_COOKIE_PATH = '/login';
/** Long enough to type a password or sign up; short enough that a forgotten tab's state dies. */
export const SIGN_IN_MAX_AGE_SECONDS = 15 * 60;

/** Shorter secrets are guessable; env modules check this too so start-up fails early. */
export const MIN_SESSION_SECRET_LENGTH = 32;

export const followTargetSchema = z.object({
  kind: z.enum(['series', 'author']),
  id: z.number().int().positive().max(2_147_483_647),
});
export type FollowRequest = z.infer<typeof followTargetSchema>;

export const signInStateSchema = z.object({
  state: z.string().min(16).max(128),
  nonce: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128),
  /** Already checked by safeReturnTo when it was stored. */
  returnTo: z.string().startsWith('/').max(1024),
  /** The exact redirect_uri of the authorization request: the token request must repeat it. */
  redirectUri: z.url(),
  /**
   * A series or author the visitor asked to follow while signed out: followed as sign-in completes.
   * It travels here, sealed, and never in an address, so no link can make a signed-in visitor
   * follow anything.
   */
  follow: followTargetSchema.optional(),
});
export type SignInState = z.infer<typeof signInStateSchema>;

async function keyFromSecret(secret: string): Promise<Uint8Array> {
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(`The session secret must be at least ${MIN_SESSION_SECRET_LENGTH} characters`);
  }
  // A distinct derivation label, so the same secret used for something else yields another key.
  const material = new TextEncoder().encode(`openshiur sign-in state v1\0${secret}`);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', material));
}

export async function sealSignInState(state: SignInState, secret: string): Promise<string> {
  return new EncryptJWT({ ...signInStateSchema.parse(state) })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${SIGN_IN_MAX_AGE_SECONDS}s`)
    .encrypt(await keyFromSecret(secret));
}

/**
 * Reads the cookie back. Missing, expired, tampered or foreign values all mean the same to the
 * visitor: this browser has no sign-in in progress.
 */
export async function openSignInState(
  sealed: string | undefined,
  secret: string,
): Promise<SignInState> {
  if (!sealed) throw new SignInError('SIGN_IN_EXPIRED', 'no sign-in in progress');
  const key = await keyFromSecret(secret);
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp'],
    });
    return signInStateSchema.parse(payload);
  } catch {
    throw new SignInError('SIGN_IN_EXPIRED', 'the sign-in cookie is expired or invalid');
  }
}
