import * as Sentry from '@sentry/nextjs';

/** Error reporting is on only when SENTRY_DSN is configured; without it the SDK sends nothing. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' || process.env.NEXT_RUNTIME === 'edge') {
    const { env } = await import('./src/env');
    Sentry.init({ dsn: env.SENTRY_DSN, enabled: Boolean(env.SENTRY_DSN), tracesSampleRate: 0.1 });
  }
}

export const onRequestError = Sentry.captureRequestError;
