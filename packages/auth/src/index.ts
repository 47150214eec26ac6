export {
  authConfigSchema,
  type AuthConfig,
  type AuthConfigInput,
  type TokenVerifierConfig,
} from './config';
export {
  ALLOWED_ALGORITHMS,
  JWKS_PATH,
  SESSION_COOKIE_NAME,
  type AllowedAlgorithm,
} from './constants';
export { AUTH_ERROR_CODES, AuthError, isAuthError, type AuthErrorCode } from './errors';
export type { TokenClaims, VerifiedIdentity } from './identity';
export { readBearerToken, readSessionCookie, tokenFromRequest } from './request';
export { createTokenVerifier, type TokenVerifier, type VerifyTokenOptions } from './verify';
