/**
 * Configuration shapes, validated with zod. Nothing here reads `process.env`: the web app's env
 * module feeds its variables to {@link authConfigSchema} and passes the result on.
 */
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const nonEmptyText = z.string().trim().min(1);

/** Env files write "unset" as `NAME=`; treat that blank as absent rather than as a value. */
function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * The OpenID Connect settings the web app validates at start-up. `audience` defaults to `clientId`,
 * which is what an ID token's `aud` holds. The parsed value can be passed straight to
 * `createTokenVerifier`.
 */
export const authConfigSchema = z
  .object({
    /** The provider's issuer identifier, compared exactly with `iss` (trailing slash included). */
    issuer: httpUrl,
    clientId: nonEmptyText,
    /** Absent for public clients, which rely on PKCE alone. */
    clientSecret: optionalSetting(nonEmptyText),
    audience: optionalSetting(nonEmptyText),
    /** Only for providers that do not publish keys at `{issuer host}/.well-known/jwks.json`. */
    jwksUri: optionalSetting(httpUrl),
  })
  .transform(({ audience, ...settings }) => ({
    ...settings,
    audience: audience ?? settings.clientId,
  }));

export type AuthConfigInput = z.input<typeof authConfigSchema>;
export type AuthConfig = z.output<typeof authConfigSchema>;

export interface TokenVerifierConfig {
  /** Expected `iss`, compared exactly. Also locates the default key set. */
  issuer: string;
  /** Expected `aud` (the client id for ID tokens). */
  audience: string;
  /**
   * Defaults to `/.well-known/jwks.json` on the issuer's host (the location the product
   * specification gives).
   */
  jwksUri?: string;
  /**
   * Allowed clock drift for `exp` and `nbf`, in seconds. Defaults to 5; at most 300, so a typo
   * cannot keep expired tokens alive.
   */
  clockToleranceSeconds?: number;
  /** Abort the key-set request after this many milliseconds. Defaults to 5000. */
  fetchTimeoutMs?: number;
}

/** Checked once, when the verifier is created, so a typo fails at start-up and not on a request. */
export const tokenVerifierConfigSchema: z.ZodType<TokenVerifierConfig, TokenVerifierConfig> =
  z.object({
    issuer: httpUrl,
    audience: nonEmptyText,
    jwksUri: httpUrl.optional(),
    clockToleranceSeconds: z.number().nonnegative().max(300).optional(),
    fetchTimeoutMs: z.number().int().positive().optional(),
  });
