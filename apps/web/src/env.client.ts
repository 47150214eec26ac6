/**
 * Public configuration, inlined into client bundles at build time. Next only inlines direct
 * `process.env.NEXT_PUBLIC_*` reads, so each variable is named here once.
 */
export const publicEnv = {
  siteName: process.env.NEXT_PUBLIC_SITE_NAME || 'OpenShiur',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
} as const;
