/**
 * Verifies identity tokens (JWTs signed by the OpenID provider) against the provider's published
 * key set. Create one verifier per process and reuse it: it holds the cached keys.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey, JWTVerifyOptions } from 'jose';
import { tokenVerifierConfigSchema, type TokenVerifierConfig } from './config';
import {
  ALLOWED_ALGORITHMS,
  DEFAULT_CLOCK_TOLERANCE_SECONDS,
  DEFAULT_JWKS_TIMEOUT_MS,
  JWKS_PATH,
  MAX_TOKEN_LENGTH,
  REQUIRED_CLAIMS,
} from './constants';
import { AuthError } from './errors';
import { identityFromClaims, type TokenClaims, type VerifiedIdentity } from './identity';
import { keySetFailure, verificationFailure } from './jose-error-mapping';

export interface VerifyTokenOptions {
  /** The nonce sent in the authorization request; the ID token must echo it exactly. */
  nonce?: string;
}

export interface TokenVerifier {
  /** Resolves with the token's identity, or rejects with an {@link AuthError}. */
  verify(token: string, options?: VerifyTokenOptions): Promise<VerifiedIdentity>;
}

export function createTokenVerifier(config: TokenVerifierConfig): TokenVerifier {
  const { issuer, audience, jwksUri, clockToleranceSeconds, fetchTimeoutMs } =
    tokenVerifierConfigSchema.parse(config);

  // jose caches the set, refetches it when a token names an unknown `kid` (at most once per
  // cooldown, 30 s by default) and when the cache is older than 10 minutes: that is how key
  // rotation reaches us without a restart.
  const keySet = createRemoteJWKSet(new URL(jwksUri ?? JWKS_PATH, issuer), {
    timeoutDuration: fetchTimeoutMs ?? DEFAULT_JWKS_TIMEOUT_MS,
  });

  // Wrapping the resolver separates key-set failures (provider down: JWKS_UNAVAILABLE) from token
  // failures, which jose reports with overlapping error classes.
  const resolveKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      throw keySetFailure(error);
    }
  };

  const verifyOptions: JWTVerifyOptions = {
    issuer,
    audience,
    algorithms: [...ALLOWED_ALGORITHMS],
    requiredClaims: [...REQUIRED_CLAIMS],
    clockTolerance: clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
  };

  return {
    async verify(token, options = {}) {
      assertTokenShape(token);
      let claims: TokenClaims;
      try {
        ({ payload: claims } = await jwtVerify(token, resolveKey, verifyOptions));
      } catch (error) {
        throw verificationFailure(error);
      }
      if (options.nonce !== undefined) assertNonce(claims, options.nonce);
      return identityFromClaims(claims);
    },
  };
}

/** Cheap checks before any decoding. `unknown` because JavaScript callers may pass anything. */
function assertTokenShape(token: unknown): asserts token is string {
  if (typeof token !== 'string' || token.trim() === '') throw new AuthError('TOKEN_MISSING');
  if (token.length > MAX_TOKEN_LENGTH) throw new AuthError('TOKEN_MALFORMED', 'token too long');
}

/** Binds the ID token to the sign-in that asked for it, so a stolen one cannot be replayed. */
function assertNonce(claims: TokenClaims, expectedNonce: string): void {
  if (claims.nonce !== expectedNonce) {
    throw new AuthError('TOKEN_INVALID', '"nonce" claim mismatch');
  }
}
