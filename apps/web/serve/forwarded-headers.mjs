// @ts-check
/**
 * What a request says about where it came from, settled before Next or the app reads it.
 *
 * The app keys its rate limits on X-Forwarded-For (src/server/client-address.ts) and builds
 * absolute links from the Host header, or, behind a trusted proxy, from X-Forwarded-Host and
 * X-Forwarded-Proto (src/server/request-origin.ts).
 * - Without TRUST_PROXY nothing in front of the server writes those headers: any the client sent
 *   are its own claims. X-Forwarded-For becomes the socket's address, so a script cannot take a
 *   fresh rate-limit budget per request by sending a new one, and the forwarded host and protocol
 *   are dropped.
 * - With TRUST_PROXY the proxy appends the address it saw and sets the host and protocol: the
 *   headers are left as they came.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 */
export function settleForwardedHeaders(request, trustProxy) {
  if (trustProxy) return;
  const address = request.socket.remoteAddress;
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
  delete request.headers['x-forwarded-host'];
  delete request.headers['x-forwarded-proto'];
}
