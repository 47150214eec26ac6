/**
 * Why a sign-in could not be completed. Like {@link AuthError}, messages are written here and never
 * copied from the provider or the request, so they are safe to show and to log.
 */

export const SIGN_IN_ERROR_CODES = [
  /** The `state` returned by the provider is not the one this browser stored: never create a session. */
  'STATE_MISMATCH',
  /** The browser came back without (or with an expired) sign-in cookie: start again. */
  'SIGN_IN_EXPIRED',
  /** The provider answered the authorization request with an error (e.g. the user cancelled). */
  'PROVIDER_ERROR',
  /** The provider could not be reached or answered something unusable. */
  'PROVIDER_UNAVAILABLE',
  /** The authorization code could not be exchanged for tokens. */
  'TOKEN_EXCHANGE_FAILED',
  /** The ID token failed verification (signature, issuer, audience, expiry or nonce). */
  'ID_TOKEN_INVALID',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

const MESSAGES: Readonly<Record<SignInErrorCode, string>> = {
  STATE_MISMATCH: 'The sign-in response does not belong to the sign-in this browser started',
  SIGN_IN_EXPIRED: 'The sign-in took too long or was started in another browser',
  PROVIDER_ERROR: 'The identity provider did not complete the sign-in',
  PROVIDER_UNAVAILABLE: 'The identity provider could not be reached',
  TOKEN_EXCHANGE_FAILED: 'The identity provider did not accept the sign-in code',
  ID_TOKEN_INVALID: 'The identity token from the provider was rejected',
};

export class SignInError extends Error {
  override readonly name = 'SignInError';
  readonly code: SignInErrorCode;
  /** Fixed vocabulary only (an OAuth error code such as `access_denied`, a claim name). */
  readonly reason: string | undefined;

  constructor(code: SignInErrorCode, reason?: string, options?: ErrorOptions) {
    super(reason ? `${MESSAGES[code]}: ${reason}` : MESSAGES[code], options);
    this.code = code;
    this.reason = reason;
  }
}

export function isSignInError(error: unknown, code?: SignInErrorCode): error is SignInError {
  return error instanceof SignInError && (code === undefined || error.code === code);
}

/** OAuth error codes are ASCII words (RFC 6749 §4.1.2.1); anything else is not echoed. */
export function oauthErrorCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9_.-]{1,64}$/i.test(value) ? value : undefined;
}
