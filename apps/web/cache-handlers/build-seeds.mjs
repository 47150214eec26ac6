// @ts-check
/**
 * The pages `next build` prerendered, read from `.next/server/app/…`. Next's own handler reads
 * them; a custom handler is only ever asked for the scoped runtime key and would otherwise render
 * every prerendered page again on its first visit. Next's FileSystemCache does the reading (it
 * checks each file's metadata against the key), set up so that it never writes: `flushToDisk`
 * false and no memory of its own.
 *
 * FileSystemCache is internal to Next (next@16.4.6 `server/lib/incremental-cache/file-system-cache`).
 * If a later Next moves or changes it, the prerendered pages are simply rendered on first visit:
 * the site keeps working, and this is logged once.
 *
 * @typedef {import('./isr-entry.mjs').StoredEntry} StoredEntry
 * @typedef {import('./isr-entry.mjs').GetContext} GetContext
 * @typedef {{ get(key: string, ctx: GetContext): Promise<{ value: unknown, lastModified: number, cacheControl?: unknown } | null> }} SeedReader
 */

const SEED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @type {Promise<(new (ctx: object) => SeedReader) | null> | undefined} */
let fileSystemCache;

function loadFileSystemCache() {
  fileSystemCache ??= import('next/dist/server/lib/incremental-cache/file-system-cache.js').then(
    (module) => {
      /** @type {unknown} */
      const exported = module.default;
      const candidate = /** @type {{ default?: unknown }} */ (exported)?.default ?? exported;
      if (typeof candidate !== 'function') throw new Error('no FileSystemCache class');
      return /** @type {new (ctx: object) => SeedReader} */ (candidate);
    },
    (error) => {
      console.warn('[cache] Prerendered pages cannot be read from the build; they render on first visit.', error);
      return null;
    },
  );
  return fileSystemCache;
}

/**
 * Reads the build's prerendered entry for `key`, if there is one.
 *
 * @param {{ fs?: unknown, serverDistDir?: string, revalidatedTags?: string[] }} handlerContext  what Next gave the handler
 * @param {string} key
 * @param {GetContext} ctx
 * @returns {Promise<StoredEntry | undefined>}
 */
export async function readBuildSeed(handlerContext, key, ctx) {
  if (!SEED_KINDS.has(ctx.kind) || !handlerContext.fs || !handlerContext.serverDistDir) return undefined;
  const FileSystemCache = await loadFileSystemCache();
  if (!FileSystemCache) return undefined;
  const reader = new FileSystemCache({
    fs: handlerContext.fs,
    serverDistDir: handlerContext.serverDistDir,
    revalidatedTags: handlerContext.revalidatedTags ?? [],
    flushToDisk: false,
    maxMemoryCacheSize: 0,
  });
  try {
    const found = await reader.get(key, ctx);
    if (!found?.value) return undefined;
    return /** @type {StoredEntry} */ ({ ...found, tags: [] });
  } catch {
    return undefined;
  }
}
