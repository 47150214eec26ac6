import 'server-only';
import { join } from 'node:path';
import { createRelyingParty, type RelyingParty, type TokenVerifier } from '@openshiur/auth';
import { loadOrCreateSecret } from '@openshiur/auth/embedded-provider';
import { env, isProductionDeployment } from '@/env';

/** The site's client id at the embedded provider (it registers exactly this client). */
export const EMBEDDED_CLIENT_ID = 'openshiur-web';
/** Where the provider sends the browser back (a route handler), and where after signing out. */
export const CALLBACK_PATH = '/login/callback';
export const POST_LOGOUT_PATH = '/logout';

export interface AuthRuntime {
  relyingParty: RelyingParty;
  /** Encrypts the sign-in cookie. */
  sessionSecret: string;
  /** Secure cookies: always in production and on an https site; plain http on a developer machine. */
  secureCookies: boolean;
  /** True when the embedded demo provider is the identity provider. */
  embedded: boolean;
}

/**
 * Secrets generated on first use when not configured (never in production: env.ts requires them
 * there). Kept in files so they survive restarts and are shared by the embedded provider, started
 * from instrumentation.ts, and the route handlers, which Next bundles separately.
 */
export function generatedSecret(name: 'client-secret' | 'session-secret' | 'demo-payments-webhook-secret'): Promise<string> {
  if (isProductionDeployment)
    return Promise.reject(new Error(`${name} must be configured in production`));
  return loadOrCreateSecret(join(env.AUTH_DATA_DIR, name));
}

let runtime: Promise<AuthRuntime> | undefined;

/** Built once per process on first use (never at build time: nothing here runs during `next build`). */
export function authRuntime(): Promise<AuthRuntime> {
  runtime ??= buildRuntime().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function buildRuntime(): Promise<AuthRuntime> {
  const embedded = !env.OIDC_ISSUER;
  const [sessionSecret, clientSecret] = await Promise.all([
    env.SESSION_SECRET ?? generatedSecret('session-secret'),
    embedded ? generatedSecret('client-secret') : env.OIDC_CLIENT_SECRET,
  ]);
  const relyingParty = createRelyingParty({
    issuer: env.OIDC_ISSUER ?? new URL(env.EMBEDDED_OIDC_ISSUER).origin,
    clientId: embedded ? EMBEDDED_CLIENT_ID : (env.OIDC_CLIENT_ID ?? ''),
    clientSecret,
    audience: embedded ? undefined : env.OIDC_AUDIENCE,
    jwksUri: embedded ? undefined : env.OIDC_JWKS_URI,
    scope: env.OIDC_SCOPES,
  });
  const secureCookies = isProductionDeployment || env.SITE_URL?.startsWith('https:') === true;
  return { relyingParty, sessionSecret, secureCookies, embedded };
}

/**
 * Verifies Bearer tokens and the session cookie against the identity provider's key set (found
 * through its discovery document). A plain object, so modules can hold it before the runtime exists.
 */
export const tokenVerifier: TokenVerifier = {
  async verify(token, options) {
    return (await authRuntime()).relyingParty.verifier.verify(token, options);
  },
};
