import type { NextConfig } from 'next';
import { withSentryConfig } from '@sentry/nextjs/config';

const nextConfig: NextConfig = {
  // Workspace packages ship TypeScript source (Just-in-Time packages): Next compiles them.
  transpilePackages: ['@openshiur/db', '@openshiur/graphql', '@openshiur/auth', '@openshiur/search'],
  // PGlite loads its WASM and data files relative to its own module: it must not be bundled.
  // oidc-provider (the embedded demo identity provider, a Koa app) runs as plain Node code.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'oidc-provider'],
  compiler: { styledComponents: true },
  poweredByHeader: false,
  images: {
    // Next's optimizer serves only the widths listed here; the search dropdown's avatars are 30px
    // wide (the product's search dropdown rules), so 30 joins Next 16's default image sizes.
    imageSizes: [30, 32, 48, 64, 96, 128, 256, 384],
    // Without a hosted image service (IMAGE_SERVICE_URL unset) author pictures stored as full
    // addresses are fetched by the optimizer, and they may live on any storage host: https, any
    // host. Next still refuses to fetch from private or loopback addresses.
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
  },
  reactStrictMode: true,
  // Pages are prerendered and served from Next's cache; what depends on the request (the signed-in
  // viewer, search parameters) streams into <Suspense> boundaries. See src/server/cached-read.ts.
  cacheComponents: true,
  // A first visit to a page not prerendered at build waits for the whole page, which is then
  // cached: an unknown address answers a real 404 status and crawlers get complete HTML, rather
  // than a shared loading shell with the content streamed in after it.
  partialPrefetching: false,
  cacheLife: {
    // Public content. Invalidated by tag when content changes (POST /api/revalidate); otherwise
    // refreshed in the background every 15 minutes, so scheduled posts appear without a webhook.
    content: { stale: 300, revalidate: 900, expire: 86_400 },
  },
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  // Several workspace folders share one lockfile at the repo root.
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  turbopack: { root: new URL('../..', import.meta.url).pathname },
};

export default withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  // Source maps are uploaded only when an auth token is configured (never on a fresh machine).
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
});
