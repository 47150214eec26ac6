/**
 * Public configuration, inlined into client bundles at build time. Next only inlines direct
 * `process.env.NEXT_PUBLIC_*` reads, so each variable is named here once.
 */
export const publicEnv = {
  siteName: process.env.NEXT_PUBLIC_SITE_NAME || 'OpenShiur',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  /** IMAGE_HOSTS, which next.config.ts validated and passes on (src/lib/image-hosts.ts). */
  imageHosts: process.env.NEXT_PUBLIC_IMAGE_HOSTS || '',
} as const;
