import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { withSentryConfig } from '@sentry/nextjs/config';
import { parseImageHosts, remotePatternsOf } from './src/lib/image-hosts';

/**
 * Next imports the cache handlers by absolute path when the server starts (they are not bundled),
 * so they are plain ES modules checked by TypeScript through JSDoc: see cache-handlers/README.md.
 */
const handler = (file: string) => fileURLToPath(new URL(`./cache-handlers/${file}`, import.meta.url));

/**
 * The in-process caches' budget, each: the pages (our `cacheHandler`'s LRU) and the `'use cache'`
 * data (Next's default handler) may take up to this much memory apiece. CACHE_MAX_MEMORY_MB,
 * read when the server starts (src/env.ts validates it); 64 MiB by default (Next's is 50 MB).
 */
function cacheMaxMemorySize(): number {
  const megabytes = Number(process.env.CACHE_MAX_MEMORY_MB?.trim() || 64);
  if (!Number.isInteger(megabytes) || megabytes < 0) throw new Error('CACHE_MAX_MEMORY_MB must be a whole number of megabytes');
  return megabytes * 1024 * 1024;
}

/** IMAGE_HOSTS, read at build: the optimizer's allow-list, and the browser code's copy of it. */
const imageHosts = parseImageHosts(process.env.IMAGE_HOSTS);

const nextConfig = (phase: string): NextConfig => ({
  env: { NEXT_PUBLIC_IMAGE_HOSTS: imageHosts.join(',') },
  // Workspace packages ship TypeScript source (Just-in-Time packages): Next compiles them.
  transpilePackages: ['@openshiur/db', '@openshiur/graphql', '@openshiur/auth', '@openshiur/search'],
  // PGlite loads its WASM and data files relative to its own module: it must not be bundled.
  // oidc-provider (the embedded demo identity provider, a Koa app) runs as plain Node code.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'oidc-provider', 'redis', 'rate-limiter-flexible'],
  compiler: { styledComponents: true },
  poweredByHeader: false,
  images: {
    // The optimizer's disk cache (.next/cache/images) would otherwise grow to half the free disk.
    maximumDiskCacheSize: 500 * 1024 * 1024,
    // Next's optimizer serves only the widths listed here; the search dropdown's avatars are 30px
    // wide (the product's search dropdown rules), so 30 joins Next 16's default image sizes.
    imageSizes: [30, 32, 48, 64, 96, 128, 256, 384],
    // Without a hosted image service (IMAGE_SERVICE_URL unset) author pictures stored as full
    // addresses on the IMAGE_HOSTS are fetched by the optimizer (https only); any other host's are
    // shown from where they are (src/lib/image-hosts.ts). Next also refuses private addresses.
    remotePatterns: remotePatternsOf(imageHosts),
  },
  reactStrictMode: true,
  // Pages are prerendered and served from Next's cache; what depends on the request (the signed-in
  // viewer, search parameters) streams into <Suspense> boundaries. See src/server/cached-read.ts.
  cacheComponents: true,
  // A first visit to a page not prerendered at build waits for the whole page, which is then
  // cached: an unknown address answers a real 404 status and crawlers get complete HTML, rather
  // than a shared loading shell with the content streamed in after it.
  partialPrefetching: false,
  // forbidden() (studio pages for a signed-in reader) answers 403 with app/[view]/(default)/forbidden.tsx.
  experimental: { authInterrupts: true },
  cacheLife: {
    // Public content. Invalidated by tag when content changes (POST /api/revalidate); otherwise
    // refreshed in the background every 15 minutes, so scheduled posts appear without a webhook.
    content: { stale: 300, revalidate: 900, expire: 86_400 },
  },
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  // Pages (whole responses) go through our handler: it never keeps a 404 and keeps at most
  // cacheMaxMemorySize in memory, or shares them through Redis when REDIS_URL is set. Next's own
  // would write every page, 404s included, under .next/server for good.
  cacheHandler: handler('isr-cache-handler.mjs'),
  cacheMaxMemorySize: cacheMaxMemorySize(),
  // With REDIS_URL, `'use cache'` data is shared by every instance too. The config is read again
  // by `next start`, so this follows the server's environment, not the build's; `next build`
  // itself keeps Next's in-memory handler and never needs Redis.
  ...(process.env.REDIS_URL?.trim() && phase !== PHASE_PRODUCTION_BUILD
    ? { cacheHandlers: { default: handler('use-cache-redis.mjs'), remote: handler('use-cache-redis.mjs') } }
    : {}),
  // Several workspace folders share one lockfile at the repo root.
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  turbopack: { root: new URL('../..', import.meta.url).pathname },
});

const sentryOptions = {
  silent: true,
  telemetry: false,
  // Source maps are uploaded only when an auth token is configured (never on a fresh machine).
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
};

// A function of the phase, so that `next build` and `next start` can differ (cacheHandlers above).
export default (phase: string) => withSentryConfig(nextConfig(phase), sentryOptions);
