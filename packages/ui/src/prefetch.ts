/**
 * Idle link prefetching, quicklink-style (spec §9 "Link prefetch"): links are prefetched once
 * visible and the browser is idle, waiting at most {@link PREFETCH_IDLE_TIMEOUT_MS}, and never on
 * 2g connections or with data-saver on. Pure and server-safe.
 */

/**
 * The longest wait for an idle moment before prefetching anyway, in milliseconds.
 *
 * @example
 * ```ts
 * requestIdleCallback(prefetch, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
 * ```
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * The parts of the Network Information API (`navigator.connection`) that decide prefetching.
 *
 * @example
 * ```ts
 * const connection: ConnectionInfo = { effectiveType: '4g', saveData: false };
 * ```
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether prefetching is worth it on this connection: not with data-saver on, nor on a
 * `slow-2g` or `2g` connection. An unknown connection allows it.
 *
 * @example
 * ```ts
 * if (shouldPrefetch(currentConnection())) router.prefetch('/series');
 * ```
 */
export function shouldPrefetch(connection?: ConnectionInfo | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(typeof connection.effectiveType === 'string' && /2g/.test(connection.effectiveType));
}

/**
 * The browser's `navigator.connection`, or `undefined` on the server and in browsers without the
 * Network Information API. Never throws.
 *
 * @example
 * ```ts
 * const slow = currentConnection()?.effectiveType === '3g';
 * ```
 */
export function currentConnection(): ConnectionInfo | undefined {
  try {
    if (typeof navigator === 'undefined') return undefined;
    const connection = (navigator as Navigator & { connection?: unknown }).connection;
    if (typeof connection !== 'object' || connection === null) return undefined;
    return connection as ConnectionInfo;
  } catch {
    return undefined;
  }
}
