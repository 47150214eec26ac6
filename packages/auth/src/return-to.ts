/**
 * `returnTo` arrives from the address bar (`/login?returnTo=…`), so an attacker can choose it. Only
 * a path on this site is accepted; anything else (another host, a scheme, tricks browsers read as
 * another host) becomes the home page. This is what keeps sign-in from being an open redirect.
 */

export const DEFAULT_RETURN_TO = '/';

/** Longer values are not real page addresses; refusing them also keeps the sign-in cookie small. */
const MAX_RETURN_TO_LENGTH = 1024;

/** Pages that make no sense to come back to after signing in (they would loop or sign out again). */
const NO_RETURN_PATHS = /^\/(?:login|signout|logout|logged-in)(?:[/?#]|$)/i;

const BASE = 'http://return-to.invalid';

export function safeReturnTo(value: unknown, fallback: string = DEFAULT_RETURN_TO): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH)
    return fallback;
  // A single leading slash: `//host` is protocol-relative, and `/\host` is read as `//host` by browsers.
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Backslashes and control characters (tab, newline: stripped by URL parsers) hide a second slash.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // Belt and braces: whatever the URL parser made of it must still be on our own origin.
  if (parsed.origin !== BASE) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // The parser resolves dot segments: `/.//evil.example` and `/%2e%2e//evil.example` come out as
  // `//evil.example`, which a browser reads as another host. What is returned is checked, not
  // only what came in.
  if (!isSingleSlashPath(path) || NO_RETURN_PATHS.test(path)) return fallback;
  return path;
}

/** A path a browser keeps on this site: one leading slash, no backslash to stand for a second. */
const isSingleSlashPath = (path: string): boolean => path.startsWith('/') && !/^\/[/\\]/.test(path);
