import 'server-only';
import { join } from 'node:path';
import type { EmbeddedProvider } from '@openshiur/auth/embedded-provider';
import { env, isProductionDeployment } from '@/env';
import { CALLBACK_PATH, EMBEDDED_CLIENT_ID, generatedSecret, POST_LOGOUT_PATH } from './auth';

const globalKey = Symbol.for('openshiur.embeddedProvider');
type ProviderHolder = { [globalKey]?: Promise<EmbeddedProvider> };

/**
 * Starts the embedded demo identity provider when no OIDC_ISSUER is configured (called from
 * instrumentation.ts, once per server process). In a production deployment env.ts already refuses
 * to start without a real provider, and the provider itself throws if asked to run there.
 */
export async function startEmbeddedProviderIfNeeded(): Promise<void> {
  if (env.OIDC_ISSUER) return;
  // A dev server may evaluate instrumentation again in the same process: start one provider only.
  const holder = globalThis as ProviderHolder;
  holder[globalKey] ??= (async () => {
    const { startEmbeddedProvider } = await import('@openshiur/auth/embedded-provider');
    const provider = await startEmbeddedProvider({
      issuer: env.EMBEDDED_OIDC_ISSUER,
      dataDir: join(env.AUTH_DATA_DIR, 'provider'),
      production: isProductionDeployment,
      siteName: env.SITE_NAME,
      client: {
        clientId: EMBEDDED_CLIENT_ID,
        clientSecret: await generatedSecret('client-secret'),
        redirectPath: CALLBACK_PATH,
        postLogoutPath: POST_LOGOUT_PATH,
        siteOrigins: env.SITE_URL ? [env.SITE_URL] : [],
      },
      rateLimit: { limit: env.SIGN_IN_RATE_LIMIT, windowMs: 60_000 },
    });
    console.info(
      `[auth] embedded demo identity provider at ${provider.issuer} (set OIDC_ISSUER to use a real one)`,
    );
    return provider;
  })();
  try {
    await holder[globalKey];
  } catch (error) {
    delete holder[globalKey];
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `The embedded identity provider cannot listen at ${env.EMBEDDED_OIDC_ISSUER}: the port is taken. Set EMBEDDED_OIDC_ISSUER to a free one.`,
        { cause: error },
      );
    }
    throw error;
  }
}
