/**
 * Recovery from a failed code-chunk load (spec §4 "Failed code-chunk load"): after a deployment,
 * an open page may ask for a chunk that no longer exists. The page then reloads fully, at most once
 * per {@link CHUNK_RELOAD_GUARD_MS}, with the time of the last reload kept in session storage.
 * Pure and server-safe: nothing here touches `window` until it is called.
 */

/**
 * The shortest time between two automatic reloads, in milliseconds (spec §9).
 *
 * @example
 * ```ts
 * const recentlyReloaded = Date.now() - Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) < CHUNK_RELOAD_GUARD_MS;
 * ```
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * The session-storage key holding the time (ms since the epoch) of the last automatic reload.
 *
 * @example
 * ```ts
 * const lastReload = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
 * ```
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/**
 * The storage methods {@link reloadOnceAfterChunkError} uses; `sessionStorage` by default.
 *
 * @example
 * ```ts
 * const memory: ChunkReloadStorage = { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
 * ```
 */
export type ChunkReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Loading CSS chunk/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/**
 * Whether an error (or rejection reason) comes from a code chunk that failed to load: webpack's
 * `ChunkLoadError`, a CSS chunk, or a failed dynamic `import()` in Chrome, Safari or Firefox.
 *
 * @example
 * ```ts
 * window.addEventListener('unhandledrejection', (event) => {
 *   if (isChunkLoadError(event.reason)) event.preventDefault();
 * });
 * ```
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

function defaultStorage(): ChunkReloadStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` throws where storage is blocked.
    return undefined;
  }
}

function defaultReload(): void {
  window.location.reload();
}

/**
 * Reloads the page fully when `error` is a chunk-load error, unless it already did so within the
 * last {@link CHUNK_RELOAD_GUARD_MS}. Returns true when it reloaded. `storage` defaults to
 * `sessionStorage` (pass `null` for none). Storage failures (private mode, blocked storage) never
 * throw: without storage to remember the reload, it does not reload, so a broken deployment cannot
 * cause a reload loop.
 *
 * @example
 * ```ts
 * import('./heavy-widget').catch((error) => {
 *   if (!reloadOnceAfterChunkError(error)) throw error;
 * });
 * ```
 */
export function reloadOnceAfterChunkError(
  error: unknown,
  now: number = Date.now(),
  storage: ChunkReloadStorage | null | undefined = defaultStorage(),
  reload: () => void = defaultReload,
): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
