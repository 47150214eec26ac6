import 'server-only';
import { env, siteOrigin } from '@/env';

const FULL_ADDRESS = /^https?:\/\//i;

/**
 * A site path as the address the world should use: absolute on the site's public origin (SITE_URL;
 * without it, the local address the quick start serves on). Full addresses pass through. Pages never
 * read the request's Host header for this: they are cached and shared by every visitor, whatever
 * name the request used, so the origin has to be known without a request.
 */
export function absoluteUrl(path: string): string {
  if (FULL_ADDRESS.test(path)) return path;
  return new URL(path, siteOrigin).href;
}

/** Next's `metadataBase`: canonical and Open Graph addresses resolve against the site's origin. */
export function siteMetadataBase(): URL {
  return new URL(siteOrigin);
}

/**
 * The address handed to the browser for sharing and printing: absolute on SITE_URL when the site
 * knows it, else the bare path, which the browser completes with the origin it is really on.
 */
export function browserFacingUrl(path: string): string {
  return env.SITE_URL ? absoluteUrl(path) : path;
}
