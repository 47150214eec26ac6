/**
 * Finds the identity token on an incoming request. These helpers only read HTTP syntax; whether the
 * token is genuine is the verifier's job.
 */
import { SESSION_COOKIE_NAME } from './constants';

export { SESSION_COOKIE_NAME };

/**
 * RFC 7235 token68: the characters a Bearer credential may contain (base64url, `.`, `~`, `+`, `/`,
 * then `=` padding). Anything else is garbage we would only have to reject later.
 */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

/** Scheme names are case-insensitive (RFC 7235 §2.1); spaces or tabs separate scheme and token. */
const BEARER_CREDENTIALS = /^Bearer[ \t]+(\S+)$/i;

function plausibleToken(value: string | undefined): string | undefined {
  return value !== undefined && TOKEN68.test(value) ? value : undefined;
}

/** The token in `authorization: Bearer {token}`; undefined if absent, another scheme or garbage. */
export function readBearerToken(headers: Headers): string | undefined {
  // Headers.get trims surrounding whitespace, and joins repeated headers with ", ", which then
  // fails the token syntax: two credentials are never a valid one.
  const authorization = headers.get('authorization');
  if (authorization === null) return undefined;
  return plausibleToken(BEARER_CREDENTIALS.exec(authorization)?.[1]);
}

/** The value of the `jwt` session cookie in a `Cookie` header, or undefined. */
export function readSessionCookie(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    // The browser sends the most specific cookie first when paths or domains overlap (RFC 6265
    // §5.4), so the first `jwt` wins. JWT characters need no percent-decoding.
    return plausibleToken(unquote(pair.slice(separator + 1).trim()));
  }
  return undefined;
}

/** RFC 6265 allows a cookie value wrapped in double quotes. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value;
}

/**
 * The token a request carries: the Bearer header first (explicit API clients), then the session
 * cookie (the browser). A request with neither is anonymous.
 */
export function tokenFromRequest(request: Request): string | undefined {
  return readBearerToken(request.headers) ?? readSessionCookie(request.headers.get('cookie'));
}
