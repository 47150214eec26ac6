import 'server-only';
import { env } from '@/env';

const FULL_ADDRESS = /^https?:\/\//i;

/**
 * A site path as the address the world should use: absolute on SITE_URL when the site knows its
 * public origin (production requires it), otherwise left as the path. Full addresses pass through.
 * Pages never read the request's Host header for this, so they stay cacheable.
 */
export function absoluteUrl(path: string): string {
  if (FULL_ADDRESS.test(path) || !env.SITE_URL) return path;
  return new URL(path, env.SITE_URL).href;
}

/** Next's `metadataBase`: canonical and Open Graph addresses resolve against SITE_URL when set. */
export function siteMetadataBase(): URL | undefined {
  return env.SITE_URL ? new URL(env.SITE_URL) : undefined;
}
