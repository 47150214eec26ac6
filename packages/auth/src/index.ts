import 'server-only';

/**
 * `@openshiur/auth`: token verification, the sign-in flow, the session cookie, safe `returnTo` and
 * a rate limiter. Server code only: `server-only` makes a bundle that pulls it into browser code
 * fail to build.
 */
export {
  authConfigSchema,
  type AuthConfig,
  type AuthConfigInput,
  type TokenVerifierConfig,
} from './config';
export {
  ALLOWED_ALGORITHMS,
  DEFAULT_SESSION_IDLE_SECONDS,
  DEFAULT_SESSION_MAX_SECONDS,
  JWKS_PATH,
  SESSION_COOKIE_NAME,
  type AllowedAlgorithm,
} from './constants';
export { AUTH_ERROR_CODES, AuthError, isAuthError, type AuthErrorCode } from './errors';
export { identityOfSession, type TokenClaims, type VerifiedIdentity } from './identity';
export { looksLikeJwt, newSessionSecret, sessionIdOf, type NewSessionSecret } from './session-token';
export { DEFAULT_ROLES_CLAIM, hasRole, ROLES, rolesFromClaims, withImpliedRoles, type Role } from './roles';
export { readBearerToken, readSessionCookie, tokenFromRequest } from './request';
export { createTokenVerifier, type TokenVerifier, type VerifyTokenOptions } from './verify';
export { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';
export {
  clearedSessionCookie,
  sessionCookie,
  type CookieOptions,
  type CookieToSet,
} from './session-cookie';
export {
  createRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterOptions,
} from './rate-limit';
export {
  createDiscoveryCache,
  discoveryUrl,
  fetchDiscoveryDocument,
  type DiscoveryCache,
  type DiscoveryDocument,
} from './oidc/discovery';
export {
  isSignInError,
  SIGN_IN_ERROR_CODES,
  SignInError,
  type SignInErrorCode,
} from './oidc/errors';
export { pkceChallenge, randomToken } from './oidc/pkce';
export {
  createRelyingParty,
  type CompletedSignIn,
  type RelyingParty,
  type RelyingPartyConfig,
  type SignInStart,
} from './oidc/relying-party';
export {
  MIN_SESSION_SECRET_LENGTH,
  openSignInState,
  sealSignInState,
  SIGN_IN_COOKIE_NAME,
  SIGN_IN_COOKIE_PATH,
  SIGN_IN_MAX_AGE_SECONDS,
  followTargetSchema,
  type FollowRequest,
  type SignInState,
} from './oidc/sign-in-state';
export { createLinkTokens, type LinkTokenClaims, type LinkTokens, type VerifiedLinkToken } from './link-tokens';
