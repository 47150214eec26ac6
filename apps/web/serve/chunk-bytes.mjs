// @ts-check
/**
 * A chunk handed to `response.write`/`end` as the bytes it stands for (a Buffer, a typed array or a
 * string in its encoding), or null for "no chunk" (a missing one, or the callback in its place).
 * Shared by the response watchers (captured-response.mjs, held-html.mjs).
 *
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
export function chunkBytes(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
  );
}
