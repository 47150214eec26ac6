import type * as SentryModule from '@sentry/nextjs';
import { publicEnv } from '@/env.client';

type SentrySdk = typeof SentryModule;

let sdk: Promise<SentrySdk> | undefined;

/**
 * The Sentry browser SDK, fetched only when error reporting is configured (NEXT_PUBLIC_SENTRY_DSN,
 * inlined at build): it is about 100 KB of script (gzip), and a site without Sentry should not make
 * every visitor download it. Undefined when reporting is off.
 */
export function browserSentry(): Promise<SentrySdk> | undefined {
  if (!publicEnv.sentryDsn) return undefined;
  sdk ??= import('@sentry/nextjs');
  return sdk;
}

/** Reports an error to Sentry when reporting is configured; a no-op otherwise. */
export function reportBrowserError(error: unknown): void {
  void browserSentry()?.then((Sentry) => Sentry.captureException(error));
}
