// @ts-check
/**
 * The content revision of this server process: a value that changes whenever a cache tag is
 * revalidated, here or (through Redis) on any instance. The response cache in front of Next
 * (serve/response-cache.mjs) keeps a whole page only as long as the revision it was rendered under
 * is still current, so an editor's change reaches visitors at once, as it does through Next's cache.
 *
 * The page cache's store (isr-stores.mjs) is the source: it records every revalidation. Next
 * creates that store at its first request, in this process, and publishes it here; `globalThis`
 * carries it because Next loads this folder by path while the server entry imports it directly.
 *
 * @typedef {{ revision(): Promise<string | null> }} RevisionSource  null: cannot tell (Redis down)
 */

const SOURCE_KEY = Symbol.for('@openshiur/web/cache-handlers/content-revision');

/** @returns {Record<symbol, RevisionSource | undefined>} */
function holder() {
  return /** @type {Record<symbol, RevisionSource | undefined>} */ (/** @type {unknown} */ (globalThis));
}

/** @param {RevisionSource} source */
export function publishRevisionSource(source) {
  holder()[SOURCE_KEY] = source;
}

/**
 * The current revision, or null before Next has created its cache (its first request) or while
 * the shared store cannot say.
 *
 * @returns {Promise<string | null>}
 */
export async function currentContentRevision() {
  const source = holder()[SOURCE_KEY];
  return source ? source.revision() : null;
}
