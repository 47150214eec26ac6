/**
 * Fixed values shared by the verifier, the request helpers and (later) the sign-in flow.
 */

/**
 * Name of the httpOnly session cookie (as the product specification names it). It carries the
 * secret of a server-side session, not the identity token: see session-token.ts.
 */
export const SESSION_COOKIE_NAME = 'jwt';

/**
 * Where the identity provider publishes its public keys, relative to the issuer's host (the
 * location the product specification gives).
 * Providers that publish elsewhere (Keycloak, Google) need an explicit `jwksUri`.
 */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * The only signature algorithms we accept. Asymmetric only: `none` would accept unsigned tokens and
 * HS* would let anyone who knows the (public) verification key forge tokens (algorithm confusion).
 */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
export type AllowedAlgorithm = (typeof ALLOWED_ALGORITHMS)[number];

/** Claims every accepted token must carry; `iss` and `aud` are required by their own checks. */
export const REQUIRED_CLAIMS = ['sub', 'exp', 'iat'] as const;

/** Absorbs clock drift between the provider and us without really extending a token's life. */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5;

/** A page request waits on this at most once per key rotation, so keep it short. */
export const DEFAULT_JWKS_TIMEOUT_MS = 5_000;

/**
 * Tokens longer than this are rejected before parsing. Real ID tokens are a few KB; the cap keeps a
 * hostile caller from making us base64-decode and JSON-parse megabytes.
 */
export const MAX_TOKEN_LENGTH = 16 * 1024;

/** A session unused for this long has ended (sign in again). */
export const DEFAULT_SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

/** No session outlives this, however much it is used: then the provider is asked again. */
export const DEFAULT_SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;
