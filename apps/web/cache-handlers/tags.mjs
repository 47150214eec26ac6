// @ts-check
/**
 * When tags were revalidated, and what that means for an entry made at a given time: the same
 * rules as Next's own tags manifest (next/dist/server/lib/incremental-cache/tags-manifest.external),
 * kept here because a custom handler must keep its own record (Next's is per process and only its
 * built-in handlers write to it).
 *
 * `revalidateTag(tag, { expire: 0 })` and `updateTag(tag)` expire entries at once; `revalidateTag(tag,
 * 'max')` (or any profile) marks them stale now, so they are served once more while they refresh in
 * the background, and expires them after the profile's `expire`.
 *
 * One difference: an entry made in the same millisecond as a revalidation counts as made before it
 * (Next counts it as after). Both can happen; only this way round can it hide a change.
 */

/**
 * @typedef {{ stale?: number, expired?: number }} TagState
 *   Milliseconds since the epoch: entries made before `stale` are stale; entries made before
 *   `expired` are gone once `expired` has passed.
 * @typedef {{ expire?: number }} TagDurations  Seconds, from the cacheLife profile passed to revalidateTag.
 */

/**
 * What one revalidation writes for each of its tags (the fields it leaves out keep their value).
 *
 * @param {TagDurations | undefined} durations
 * @param {number} now
 * @returns {TagState}
 */
export function tagUpdate(durations, now) {
  if (!durations) return { expired: now };
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * @param {Iterable<TagState | undefined>} states
 * @param {number} madeAt  when the entry was made
 * @param {number} now
 */
export function isExpiredBy(states, madeAt, now) {
  for (const state of states) {
    const expired = state?.expired;
    if (expired !== undefined && expired <= now && expired >= madeAt) return true;
  }
  return false;
}

/**
 * @param {Iterable<TagState | undefined>} states
 * @param {number} madeAt
 */
export function isStaleBy(states, madeAt) {
  for (const state of states) {
    const stale = state?.stale;
    if (stale !== undefined && stale >= madeAt) return true;
  }
  return false;
}

/** The tags manifest of one process, for the in-process cache. */
export class MemoryTagManifest {
  /** @type {Map<string, TagState>} */
  #states = new Map();

  /**
   * @param {readonly string[]} tags
   * @param {TagDurations | undefined} durations
   * @param {number} [now]
   */
  update(tags, durations, now = Date.now()) {
    const update = tagUpdate(durations, now);
    for (const tag of tags) this.#states.set(tag, { ...this.#states.get(tag), ...update });
  }

  /**
   * @param {readonly string[]} tags
   * @returns {(TagState | undefined)[]}
   */
  statesOf(tags) {
    return tags.map((tag) => this.#states.get(tag));
  }
}
