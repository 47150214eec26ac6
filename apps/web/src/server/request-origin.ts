/** A host[:port] as it may appear in a Host header (names, IPv4, bracketed IPv6). */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the browser addressed: the Host header (or, behind a trusted proxy, the forwarded
 * host and protocol), falling back to `fallback` when the header is missing or malformed.
 */
export function requestOrigin(headers: Headers, fallback: URL, trustProxy: boolean): string {
  const forwardedHost = trustProxy
    ? headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || headers.get('host');
  const forwardedProto = trustProxy
    ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? `${forwardedProto}:`
      : fallback.protocol;
  if (!host || !HOST.test(host)) return fallback.origin;
  return `${protocol}//${host.toLowerCase()}`;
}
