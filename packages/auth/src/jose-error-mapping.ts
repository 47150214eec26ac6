/**
 * Translates jose's error classes into our {@link AuthError} codes. Two entry points because the
 * same jose class can mean different things depending on where it was thrown: a generic JOSEError
 * from the key-set fetch (HTTP 500, bad JSON) is the provider's outage, anywhere else a bad token.
 */
import { errors } from 'jose';
import { AuthError } from './errors';

/** For failures while resolving the verification key from the provider's JWKS. */
export function keySetFailure(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof errors.JWKSNoMatchingKey) {
    // Reached only after jose refetched the set (cooldown permitting): the key is really unknown.
    return new AuthError('TOKEN_INVALID', 'no published key matches the token');
  }
  if (error instanceof errors.JWKSMultipleMatchingKeys) {
    // OIDC Core §10.1: a provider publishing several keys must put `kid` in its tokens.
    return new AuthError('TOKEN_INVALID', 'the token does not say which published key signed it');
  }
  if (error instanceof errors.JOSENotSupported) {
    return new AuthError('TOKEN_INVALID', 'unsupported algorithm');
  }
  if (error instanceof errors.JWKSTimeout) {
    return new AuthError('JWKS_UNAVAILABLE', 'the key set request timed out', { cause: error });
  }
  if (error instanceof errors.JWKSInvalid || error instanceof errors.JWKInvalid) {
    return new AuthError('JWKS_UNAVAILABLE', 'the key set is malformed', { cause: error });
  }
  // Non-200 answers and unparsable bodies (generic JOSEError); network errors (fetch's TypeError).
  return new AuthError('JWKS_UNAVAILABLE', 'the key set request failed', { cause: error });
}

/** For everything else `jwtVerify` throws: the token's syntax, signature and claims. */
export function verificationFailure(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof errors.JWTExpired) return new AuthError('TOKEN_EXPIRED');
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return new AuthError('TOKEN_MALFORMED');
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new AuthError('TOKEN_INVALID', 'signature algorithm not allowed');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new AuthError('TOKEN_INVALID', 'signature verification failed');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    // `claim` and `reason` are jose's fixed vocabulary (claim names, `missing`, `check_failed`...),
    // never claim values. The error itself is not kept as cause: its `payload` holds the claims.
    return new AuthError(
      'TOKEN_INVALID',
      `"${error.claim}" claim ${error.reason.replace('_', ' ')}`,
    );
  }
  // Anything else (e.g. an RSA key shorter than 2048 bits) still means the token is not accepted.
  return new AuthError('TOKEN_INVALID', 'verification failed', { cause: error });
}
