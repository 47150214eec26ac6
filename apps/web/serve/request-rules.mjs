// @ts-check
/**
 * Which requests the response cache may answer, and which of Next's responses it may keep. The
 * rules mirror the proxy's split (src/proxy.ts): a request carrying the session cookie always goes
 * to Next's per-request render, and only a response the proxy marked for shared caches (a public
 * Cache-Control) is kept. Each rule errs towards asking Next.
 *
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 */

/** The session cookie's name (@openshiur/auth SESSION_COOKIE_NAME; a unit test keeps them equal). */
export const SESSION_COOKIE = 'jwt';

/** What the viewer lookup answers for a cookie whose session has ended (loopback.mjs, viewer-pages.mjs). */
export const SESSION_ENDED = 'session-ended';

/**
 * Makes the browser forget a session cookie that names no live session, so it is served the
 * shared pages again. Without Secure: a deletion needs none, and the same line works over http.
 */
export const FORGET_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * Request headers of Next's client router (RSC payloads, prefetches, Server Actions): their
 * answers are not the HTML document, and Next varies its responses on them.
 */
const NEXT_CLIENT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/** Next's own files, the API and the image optimizer answer fast enough themselves, with their own caching. */
const NOT_PAGES = /^\/(?:_next|api)\//;

/**
 * The API answers kept like pages: the search dropdown's suggestions, asked on every key by every
 * visitor, the same for all of them, and marked for shared caches by their route. Next's routing
 * costs more than the answer itself once the site keeps it (about 1.5 ms against 0.1 ms).
 */
const KEPT_API = /^\/api\/search\/suggest\?/;

/** Longer addresses go to Next (the proxy renders long queries per request anyway). */
const MAX_URL_LENGTH = 2048;

/**
 * Whether `cookieHeader` carries a cookie named `name`, whatever its value: with the session
 * cookie the proxy renders per request, and an empty or odd one is left to Next to judge.
 *
 * @param {string | undefined} cookieHeader
 * @param {string} [name]
 */
export function carriesCookie(cookieHeader, name = SESSION_COOKIE) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`) || pair.trim() === name);
}

/**
 * Whether the client takes gzip (the encoding Next's responses are kept in): listed with a
 * quality above 0, or `*` above 0 with gzip not refused.
 *
 * @param {string | undefined} acceptEncoding
 */
export function acceptsGzip(acceptEncoding) {
  if (!acceptEncoding) return false;
  /** @type {Map<string, number>} */
  const qualities = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    qualities.set(coding, q ? Number(q.slice(2)) : 1);
  }
  const gzip = qualities.get('gzip');
  if (gzip !== undefined) return gzip > 0;
  const any = qualities.get('*');
  return any !== undefined && any > 0;
}

/**
 * Whether a request's Cache-Control (or Pragma) says `no-cache`: a cache must not answer it with
 * what it keeps.
 *
 * @param {string | string[] | undefined} header
 */
export function asksNoCache(header) {
  const text = Array.isArray(header) ? header.join(',') : header;
  return Boolean(text && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(text));
}

/**
 * Whether the request reads a page's HTML (or one of the few API answers kept like pages,
 * KEPT_API) as a browser does, in gzip, in a way a cache may answer: whoever sends it.
 *
 * @param {IncomingMessage} request
 */
function isCacheableRead(request) {
  const { method, url = '', headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH || (NOT_PAGES.test(url) && !KEPT_API.test(url))) return false;
  if (/[?&]_rsc=/.test(url)) return false;
  if (headers.range || NEXT_CLIENT_HEADERS.some((name) => headers[name] !== undefined)) return false;
  // The client asks for an answer from the origin (a hard reload; the bench's engine path).
  if (asksNoCache(headers['cache-control']) || asksNoCache(headers.pragma)) return false;
  return acceptsGzip(headers['accept-encoding']);
}

/**
 * Whether the request is an anonymous visitor's GET or HEAD of a page's HTML (or of a KEPT_API
 * answer), which the response cache may answer.
 *
 * @param {IncomingMessage} request
 */
export function isCacheableRequest(request) {
  return isCacheableRead(request) && !carriesCookie(request.headers.cookie);
}

/**
 * Addresses that are not pages, as the proxy's matcher lists them (src/proxy.ts `config.matcher`):
 * Next's files, the API, sign-in and sign-out, the dev mail viewer, media and images, the site's
 * icons, robots and sitemap. A signed-in GET of one of these must reach its route as it is: it may
 * start a sign-in (and count against its rate limit), end a session, or send a whole media file.
 */
const NOT_PAGE_ROUTES = /^\/(?:_next\/|api\/|dev\/mail|login|logged-in|logout|signout|bench\/|images\/|media\/|icon\.svg|favicon\.ico|robots\.txt|sitemap\.xml)/;

/**
 * Whether the request is a signed-in visitor's GET of a page's HTML, which may be answered with
 * the page every visitor shares and the viewer spliced into it (viewer-pages.mjs).
 *
 * @param {IncomingMessage} request
 */
export function isSignedInPageRequest(request) {
  const url = request.url ?? '';
  return request.method === 'GET' && !NOT_PAGE_ROUTES.test(url) && isCacheableRead(request) && carriesCookie(request.headers.cookie);
}

/**
 * The seconds a shared cache may keep a response (`s-maxage`), or 0 unless it is public: a page
 * the proxy sent to its cached render. Next sends `private, no-store` on everything else.
 *
 * @param {string | undefined} cacheControl
 */
export function sharedMaxAgeOf(cacheControl) {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase().split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const sMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * @param {OutgoingHttpHeaders} headers
 * @param {string} name  lower case
 */
export function headerText(headers, name) {
  const value = headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Whether a response Next finished may be kept: a complete HTML (or JSON, from KEPT_API) 200 for
 * shared caches, gzip or not encoded at all (a small answer Next did not compress; any client
 * reads it), fresh (not a stale copy Next is replacing in the background), setting no cookie.
 *
 * @param {number} status
 * @param {OutgoingHttpHeaders} headers  lower-case names
 */
export function isKeepableResponse(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const encoding = headerText(headers, 'content-encoding');
  if (encoding !== undefined && encoding !== 'gzip') return false;
  const type = headerText(headers, 'content-type') ?? '';
  if (!type.startsWith('text/html') && !type.startsWith('application/json')) return false;
  if (headerText(headers, 'x-nextjs-cache') === 'STALE') return false;
  return sharedMaxAgeOf(headerText(headers, 'cache-control')) > 0;
}
