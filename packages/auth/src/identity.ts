/**
 * Who a verified token says the user is, in the names the rest of the site uses (the current
 * user's id, email, firstName and lastName; the header also shows name and picture).
 */
import type { JWTPayload } from 'jose';
import { AuthError } from './errors';

export type TokenClaims = JWTPayload;

export interface VerifiedIdentity {
  /** The provider's `sub`: the stable user id. Never use the e-mail address as an id. */
  subject: string;
  email?: string;
  /** `email_verified`. Do not link accounts by an e-mail address the provider has not verified. */
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  name?: string;
  picture?: string;
  /** From `exp`; a session built on this token must end by then. */
  expiresAt: Date;
  /** Every claim of the verified token, for anything not mapped above. */
  claims: Readonly<TokenClaims>;
}

/** Maps standard OIDC claims; assumes jose has already checked the signature, `exp` and `iat`. */
export function identityFromClaims(claims: TokenClaims): VerifiedIdentity {
  const { sub, exp } = claims;
  // jose only checks that `sub` is present; an empty or non-string subject cannot identify anyone.
  if (typeof sub !== 'string' || sub.length === 0) {
    throw new AuthError('TOKEN_INVALID', '"sub" claim invalid');
  }
  if (typeof exp !== 'number') throw new AuthError('TOKEN_INVALID', '"exp" claim invalid');

  return {
    subject: sub,
    email: stringClaim(claims, 'email'),
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    firstName: stringClaim(claims, 'given_name'),
    lastName: stringClaim(claims, 'family_name'),
    name: stringClaim(claims, 'name'),
    picture: stringClaim(claims, 'picture'),
    expiresAt: new Date(exp * 1000),
    claims,
  };
}

/** Providers may send `null` or other types for profile claims; only non-empty text counts. */
function stringClaim(claims: TokenClaims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The identity of a server-side session: the claims verified at sign-in, valid until the session
 * ends rather than until the ID token would have expired.
 */
export function identityOfSession(claims: TokenClaims, sessionEndsAt: Date): VerifiedIdentity {
  return { ...identityFromClaims(claims), expiresAt: sessionEndsAt };
}
