// @ts-check
/**
 * Cache entries as text, for a store outside the process (Redis). Entries are not plain JSON: page
 * entries hold `Buffer`s (`rscData`, the segment payloads) and a `Map` (`segmentData`), which
 * `JSON.stringify` would turn into `{ type: 'Buffer', data: [...] }` (four times the size) and `{}`
 * (losing every segment: client navigations then fail with "segmentData.get is not a function").
 * Both are tagged on the way out and rebuilt on the way back in. Buffers travel as base64.
 */

const BYTES = '__bytes';
const MAP = '__map';

/**
 * @param {unknown} value
 * @returns {string}
 */
export function serializeEntry(value) {
  return JSON.stringify(value, function replacer(key, current) {
    // `this[key]` is the value before its own toJSON() ran (Buffer has one).
    /** @type {unknown} */
    const raw = /** @type {Record<string, unknown>} */ (this)[key];
    if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return current;
  });
}

/**
 * @param {string} text
 * @returns {unknown}
 */
export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64');
      if (keys.length === 1 && Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}
