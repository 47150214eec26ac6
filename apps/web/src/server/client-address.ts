/**
 * The address a request comes from, for per-client rate limits.
 *
 * Next's route handlers do not expose the socket, so the address travels in `x-forwarded-for`,
 * which the production server (server.mjs, serve/forwarded-headers.mjs) settles first:
 * - TRUST_PROXY set (the site runs behind a reverse proxy that appends the client address, as
 *   every internet-facing deployment should): the header's last entry, written by our proxy.
 * - TRUST_PROXY unset: the server has replaced whatever the client sent with the socket's
 *   address, so a new header per request buys no new budget. (Under `next dev` Next writes the
 *   socket's address only when the client sent none: the first entry is then the client's claim.)
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return 'unknown';
  const entries = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = trustProxy ? entries.at(-1) : entries[0];
  // Bounded and plain, so a hostile header cannot bloat the limiter's memory with huge keys.
  return address && /^[0-9A-Fa-f:.[\]]{1,64}$/.test(address) ? address : 'unknown';
}
