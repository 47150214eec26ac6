// @ts-check
/**
 * Headers every response carries, whoever answers it (the response cache, a spliced signed-in
 * view, Next): set before any of them writes. A cached page and the headers it is served with
 * are independent, so none of this makes a page dynamic.
 * - `Content-Security-Policy`: the parts that never depend on a page's scripts: who may frame the
 *   site (`frame-ancestors`, FRAME_ANCESTORS, by default nobody: no clickjacking), no `<base>`
 *   pointing elsewhere, no plugins. A page's script policy joins them once the page is whole
 *   (script-policy.mjs).
 * - `Strict-Transport-Security` when the site is served over HTTPS (SITE_URL, or the protocol a
 *   trusted proxy reports), so browsers never try plain HTTP again.
 * - No MIME sniffing, referrers cut to the origin for other sites, and the browser features the
 *   site never uses switched off.
 *
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

/** Two years: what the HSTS preload list asks for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * @param {{ frameAncestors: string, siteUrl: string | undefined, trustProxy: boolean }} options
 */
export function createSecurityHeaders({ frameAncestors, siteUrl, trustProxy }) {
  /** @type {[string, string][]} */
  const always = [
    ['content-security-policy', basePolicyOf(frameAncestors)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()'],
  ];
  // Older browsers that do not read frame-ancestors.
  if (frameAncestors === "'none'") always.push(['x-frame-options', 'DENY']);
  else if (frameAncestors === "'self'") always.push(['x-frame-options', 'SAMEORIGIN']);
  const siteIsHttps = siteUrl?.startsWith('https:') ?? false;

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  return function setSecurityHeaders(request, response) {
    for (const [name, value] of always) response.setHeader(name, value);
    const forwardedProto = trustProxy ? String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : undefined;
    if (siteIsHttps || forwardedProto === 'https' || ('encrypted' in request.socket && request.socket.encrypted))
      response.setHeader('strict-transport-security', HSTS);
  };
}

/**
 * The policy every response carries, pages and files alike.
 *
 * @param {string} frameAncestors  parsed FRAME_ANCESTORS
 */
export function basePolicyOf(frameAncestors) {
  return `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`;
}

/**
 * FRAME_ANCESTORS: `'none'` (the default), `'self'`, or origins that may show the site in a frame
 * (`'self' https://partner.example`).
 *
 * @param {string | undefined} text
 * @returns {string}
 */
export function parseFrameAncestors(text) {
  const sources = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) return "'none'";
  for (const source of sources) {
    const keyword = source === "'self'" || source === "'none'";
    if (!keyword && !/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source))
      throw new Error(`FRAME_ANCESTORS: "${source}" is not 'self', 'none' or an origin like https://partner.example`);
  }
  if (sources.includes("'none'") && sources.length > 1) throw new Error("FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  return sources.join(' ');
}
