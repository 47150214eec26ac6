// @ts-check
import { chunkBytes } from './chunk-bytes.mjs';

/**
 * Watches what Next writes to a response, so the response cache can keep a copy: the status, the
 * headers and the body's bytes as they go to the client (after Next's gzip, which wraps `write`
 * and `end` on top of these). The client gets exactly what it would have got without us.
 *
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {{ status: number, headers: OutgoingHttpHeaders, body: Buffer }} CapturedResponse
 */

/**
 * Calls `onComplete` once the response has been sent in full, with what was sent; not at all if
 * the connection closed first or the body grew past `maxBytes`.
 *
 * @param {ServerResponse} response
 * @param {number} maxBytes
 * @param {(captured: CapturedResponse) => void} onComplete
 */
export function captureResponse(response, maxBytes, onComplete) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let overflow = false;
  /** @type {OutgoingHttpHeaders} */
  const headArgumentHeaders = {};

  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    const buffer = overflow ? null : chunkBytes(chunk, encoding);
    if (!buffer) return;
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    // Copied: the writer may reuse its buffer once `write` returns.
    chunks.push(Buffer.from(buffer));
  };

  const { write, end, writeHead } = response;
  response.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      collect(chunk, rest[0]);
      return /** @type {Function} */ (write).call(this, chunk, ...rest);
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      collect(chunk, rest[0]);
      return /** @type {Function} */ (end).call(this, chunk, ...rest);
    }
  );
  // Headers handed to writeHead itself are not kept by Node for getHeaders(): note them here.
  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      if (headers && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) headArgumentHeaders[name.toLowerCase()] = /** @type {OutgoingHttpHeaders[string]} */ (value);
      }
      return /** @type {Function} */ (writeHead).call(this, status, ...rest);
    }
  );

  response.once('finish', () => {
    if (overflow) return;
    onComplete({
      status: response.statusCode,
      headers: { ...response.getHeaders(), ...headArgumentHeaders },
      body: Buffer.concat(chunks, size),
    });
  });
}
