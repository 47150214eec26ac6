import * as Sentry from '@sentry/nextjs';
import { countServerError } from './src/server/server-errors';

/**
 * Error reporting is on only when SENTRY_DSN is configured; without it the SDK is not started.
 * Without OIDC_ISSUER, the embedded demo identity provider starts here, with the server, and so
 * does the job runner's ticker (JOB_RUNNER_INTERVAL_SECONDS).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' || process.env.NEXT_RUNTIME === 'edge') {
    const { env } = await import('./src/env');
    // No SDK at all without a DSN: `enabled: false` still builds a client and sets up
    // OpenTelemetry (a tracer and a context manager around every request), for nothing sent.
    if (env.SENTRY_DSN) Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: 0.1 });
  }
  // Not while `next build` prerenders pages: nothing should listen then.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startEmbeddedProviderIfNeeded } = await import('./src/features/account/server/embedded-provider');
    await startEmbeddedProviderIfNeeded();
    const { env } = await import('./src/env');
    if (env.JOB_RUNNER_INTERVAL_SECONDS > 0) {
      const { startJobTicker } = await import('./src/server/jobs/job-ticker');
      // `next start` and `next dev` set both before instrumentation runs.
      const origin = process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT ?? 3000}`;
      startJobTicker({ origin, intervalSeconds: env.JOB_RUNNER_INTERVAL_SECONDS });
    }
  }
}

/** Every request that failed with an unexpected error: counted (GET /api/health), then sent to Sentry when it is on. */
export const onRequestError: typeof Sentry.captureRequestError = (...args) => {
  countServerError();
  return Sentry.captureRequestError(...args);
};
