// @ts-check
/**
 * When the render behind a page entry began. Next asks the page cache for a page (`get`), renders
 * it when the answer is missing or due for a refresh, then stores the result (`set`). A revalidation
 * that lands while that render runs must still expire what it stores: the render may have read the
 * data before the change. So an entry counts as made when its render began (as Next's own
 * `'use cache'` entries do), not when it was stored; otherwise a page rendered across an editor's
 * save keeps the old content for a whole revalidate period.
 *
 * Kept per process: the render runs in the process whose `get` asked for it.
 */

/** A render taking longer than this is not waited for: its start is forgotten, the store time used. */
const LONGEST_RENDER_MS = 5 * 60_000;
/** Addresses with a render pending at once, at most (a crawl of unknown addresses must not grow this). */
const MAX_PENDING = 10_000;

export class RenderStarts {
  /** @type {Map<string, number>} */
  #startedAt = new Map();

  /**
   * A render of `key` is about to begin (the cache had nothing fresh to serve). With renders of
   * the same address overlapping, the earliest counts.
   *
   * @param {string} key
   * @param {number} now
   */
  begin(key, now) {
    const earlier = this.#startedAt.get(key);
    if (earlier !== undefined && now - earlier <= LONGEST_RENDER_MS) return;
    this.#startedAt.delete(key);
    this.#startedAt.set(key, now);
    if (this.#startedAt.size > MAX_PENDING) {
      const oldest = this.#startedAt.keys().next().value;
      if (oldest !== undefined) this.#startedAt.delete(oldest);
    }
  }

  /**
   * The render of `key` ended (stored or dropped): when it began, or `now` when no render of it
   * was seen beginning (a prerender at build, a render longer than LONGEST_RENDER_MS).
   *
   * @param {string} key
   * @param {number} now
   */
  end(key, now) {
    const startedAt = this.#startedAt.get(key);
    this.#startedAt.delete(key);
    return startedAt !== undefined && now - startedAt <= LONGEST_RENDER_MS ? startedAt : now;
  }
}
