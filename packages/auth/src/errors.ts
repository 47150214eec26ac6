/**
 * The errors this package throws. Messages are written here, never copied from a token or from the
 * provider, so they are safe to log and to return to a client.
 */

export const AUTH_ERROR_CODES = [
  'TOKEN_MISSING',
  'TOKEN_MALFORMED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'JWKS_UNAVAILABLE',
  'SESSION_ENDED',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

interface CodeDescription {
  readonly message: string;
  /** What an HTTP handler should answer; the site's error page reads `statusCode`. */
  readonly statusCode: number;
}

const DESCRIPTIONS: Readonly<Record<AuthErrorCode, CodeDescription>> = {
  TOKEN_MISSING: { message: 'No identity token was provided', statusCode: 401 },
  TOKEN_MALFORMED: { message: 'The identity token is not a well-formed JWT', statusCode: 401 },
  TOKEN_EXPIRED: { message: 'The identity token has expired', statusCode: 401 },
  TOKEN_INVALID: { message: 'The identity token was rejected', statusCode: 401 },
  // Signed out (here or everywhere), revoked by an admin, idle too long or past its absolute timeout.
  SESSION_ENDED: { message: 'The session has ended: sign in again', statusCode: 401 },
  // Our dependency is down, not the caller's fault: 503 lets clients and monitors tell them apart.
  JWKS_UNAVAILABLE: {
    message: "The identity provider's signing keys could not be loaded",
    statusCode: 503,
  },
};

export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  readonly statusCode: number;
  /** A short explanation chosen by this package (e.g. `signature verification failed`). */
  readonly reason: string | undefined;

  /**
   * @param reason fixed text written by this package; never pass token content or provider output.
   * @param options.cause kept for server-side logs (network errors); leave it out where the cause
   *   would carry the token's claims.
   */
  constructor(code: AuthErrorCode, reason?: string, options?: ErrorOptions) {
    const { message, statusCode } = DESCRIPTIONS[code];
    super(reason ? `${message}: ${reason}` : message, options);
    this.code = code;
    this.statusCode = statusCode;
    this.reason = reason;
  }
}

export function isAuthError(error: unknown, code?: AuthErrorCode): error is AuthError {
  return error instanceof AuthError && (code === undefined || error.code === code);
}
