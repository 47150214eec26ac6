// @ts-check
import { brotliDecompress, unzip } from 'node:zlib';
import { promisify } from 'node:util';
import { chunkBytes } from './chunk-bytes.mjs';

/**
 * Holds back an HTML page Next is writing until it is whole, so headers that depend on the whole
 * page (the script policy names every inline script by its hash: script-policy.mjs) can be set
 * before anything is sent. Everything else (files, JSON, RSC payloads, redirects, 304s) and pages
 * that already carry their own script policy (one kept by the response cache, the identity
 * provider's) pass straight through.
 *
 * Installed before Next and the response cache wrap `write`/`end` on top of it, so it sees the
 * bytes as they go out (after Next's gzip), exactly as the client will get them. The cost is
 * streaming: a page's first bytes leave when its last one is ready. Anonymous pages come whole from
 * the caches, so this changes little but first renders of slow dynamic holes.
 *
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 */

const unzipAsync = promisify(unzip);
const brotliDecompressAsync = promisify(brotliDecompress);

/** A page bigger than this (as sent) is let through as it is, without the headers. */
export const MAX_HELD_BYTES = 8 * 1024 * 1024;

/**
 * @param {ServerResponse} response
 * @param {{
 *   headersFor: (html: Buffer) => Record<string, string>,
 *   onError?: (error: unknown) => void,
 *   maxBytes?: number,
 * }} options  `headersFor` gets the page's decoded bytes; what it returns is set on the response
 */
export function holdHtml(
  response,
  { headersFor, onError = () => undefined, maxBytes = MAX_HELD_BYTES },
) {
  const { write, end, writeHead, flushHeaders } = response;
  /** @type {'undecided' | 'holding' | 'passing'} */
  let state = 'undecided';
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  /** writeHead's arguments, replayed when the page is let go. @type {unknown[] | null} */
  let heldHead = null;
  /** Callbacks given to `write`, called once the bytes are really written. @type {Function[]} */
  const writeCallbacks = [];

  /** @param {number} [status] @param {OutgoingHttpHeaders} [headArguments] */
  const decide = (status, headArguments) => {
    if (state !== 'undecided') return;
    const read = (/** @type {string} */ name) =>
      headerOf(headArguments, name) ?? response.getHeader(name);
    const code = status ?? response.statusCode;
    const html = /^\s*text\/html/i.test(String(read('content-type') ?? ''));
    const ownPolicy = /(?:^|;)\s*script-src/i.test(String(read('content-security-policy') ?? ''));
    state =
      html && !ownPolicy && code !== 204 && code !== 304 && code >= 200 ? 'holding' : 'passing';
  };

  /** Sends what was held, with the headers the whole page gives. */
  const release = async (/** @type {unknown[]} */ endArguments) => {
    const body = Buffer.concat(chunks, size);
    chunks.length = 0;
    try {
      const decoded = await decode(
        body,
        String(
          headerOf(heldHeadHeaders(), 'content-encoding') ??
            response.getHeader('content-encoding') ??
            '',
        ),
      );
      const headers = headersFor(decoded);
      const fromHead = heldHeadHeaders();
      for (const [name, value] of Object.entries(headers)) {
        response.setHeader(name, value);
        // writeHead's own headers win over setHeader's: replace the same name there too.
        if (fromHead)
          for (const key of Object.keys(fromHead))
            if (key.toLowerCase() === name) fromHead[key] = value;
      }
    } catch (error) {
      onError(error);
    }
    letGo(body, endArguments);
  };

  /** @param {Buffer | null} body @param {unknown[]} endArguments */
  const letGo = (body, endArguments) => {
    state = 'passing';
    if (response.destroyed) return;
    if (heldHead) writeHead.apply(response, /** @type {any} */ (heldHead));
    if (body && body.length > 0) /** @type {Function} */ (write).call(response, body);
    for (const callback of writeCallbacks.splice(0)) process.nextTick(() => callback());
    end.apply(response, /** @type {any} */ (endArguments));
  };

  const heldHeadHeaders = () => headersArgument(heldHead ?? []);

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      decide(status, headersArgument(rest));
      if (state === 'passing')
        return /** @type {Function} */ (writeHead).call(this, status, ...rest);
      // Node calls writeHead again for every implicit header until one is sent: keep the first.
      heldHead ??= [status, ...rest];
      return this;
    }
  );
  response.flushHeaders = function () {
    decide();
    if (state === 'passing') flushHeaders.call(this);
  };
  /** Keeps a chunk given to write or end, and its callback. @param {unknown} chunk @param {unknown[]} rest */
  const keep = (chunk, rest) => {
    const bytes = chunkBytes(chunk, rest[0]);
    if (bytes) {
      chunks.push(Buffer.from(bytes));
      size += bytes.length;
    }
    return typeof chunk === 'function' ? chunk : rest.find((argument) => typeof argument === 'function');
  };

  response.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      decide();
      if (state === 'passing') return /** @type {Function} */ (write).call(this, chunk, ...rest);
      const callback = keep(chunk, rest);
      if (callback) writeCallbacks.push(/** @type {Function} */ (callback));
      if (size <= maxBytes) return true;
      // Too big to hold: sent as it is, without the page's headers.
      onError(new Error(`held-html: a page passed ${maxBytes} bytes; sent without its script policy`));
      const held = Buffer.concat(chunks, size);
      chunks.length = 0;
      state = 'passing';
      if (heldHead) writeHead.apply(response, /** @type {any} */ (heldHead));
      for (const waiting of writeCallbacks.splice(0)) process.nextTick(() => waiting());
      return /** @type {Function} */ (write).call(response, held);
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      decide();
      if (state === 'passing') return /** @type {Function} */ (end).call(this, chunk, ...rest);
      const callback = keep(chunk, rest);
      void release(callback ? [callback] : []);
      return this;
    }
  );
}

/**
 * The headers object among writeHead's arguments (after the status: a message, then headers), if any.
 *
 * @param {unknown[]} args
 * @returns {OutgoingHttpHeaders | undefined}
 */
function headersArgument(args) {
  return /** @type {OutgoingHttpHeaders | undefined} */ (args.find((argument) => typeof argument === 'object' && argument !== null && !Array.isArray(argument)));
}

/**
 * @param {OutgoingHttpHeaders | undefined} headers
 * @param {string} name  lower case
 */
function headerOf(headers, name) {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * @param {Buffer} body
 * @param {string} encoding  the response's Content-Encoding
 */
async function decode(body, encoding) {
  // A HEAD request's page, or an empty one: nothing to unpack.
  if (body.length === 0) return body;
  const coding = encoding.trim().toLowerCase();
  if (coding === 'gzip' || coding === 'deflate') return unzipAsync(body);
  if (coding === 'br') return brotliDecompressAsync(body);
  return body;
}
