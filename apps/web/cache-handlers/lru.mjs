// @ts-check
/**
 * A least-recently-used map bounded by the total size of its values (in bytes, as `sizeOf`
 * estimates them), so a process's cache cannot grow past its budget however many addresses are
 * visited. A value larger than the whole budget is not kept at all.
 *
 * @template V
 */
export class SizedLru {
  /** @type {Map<string, { value: V, size: number }>} */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;
  #sizeOf;

  /**
   * @param {number} maxBytes
   * @param {(value: V, key: string) => number} sizeOf
   */
  constructor(maxBytes, sizeOf) {
    this.#maxBytes = Math.max(0, maxBytes);
    this.#sizeOf = sizeOf;
  }

  /** @param {string} key */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting marks the entry most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * @param {string} key
   * @param {V} value
   */
  set(key, value) {
    this.delete(key);
    const size = Math.max(1, this.#sizeOf(value, key));
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get count() {
    return this.#entries.size;
  }
}
