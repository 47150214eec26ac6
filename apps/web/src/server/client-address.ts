/**
 * The address a request comes from, for per-client rate limits.
 *
 * Next's route handlers do not expose the socket: Next copies the peer address into
 * `x-forwarded-for` itself, but only when the request has no such header. So:
 * - TRUST_PROXY set (the site runs behind a reverse proxy that appends the client address, as
 *   every internet-facing deployment should): the header's last entry, written by our proxy.
 * - TRUST_PROXY unset: the header holds the socket address Next wrote, unless the client sent one
 *   itself; a client doing so only chooses its own bucket (it cannot use anyone else's budget
 *   without knowing their address, and the provider's password form keys on the real socket).
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
