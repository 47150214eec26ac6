/**
 * A fixed-window rate limiter kept in this process's memory (credential stuffing, floods of token
 * exchanges, form spam). Several server instances each count on their own: the web app puts a
 * Redis-backed limiter beside this one (apps/web/src/server/rate-limit) to enforce one limit across
 * instances; one instance (and the demo) needs nothing more.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window. */
  remaining: number;
  /** Whole seconds until the window resets: the `Retry-After` header of a 429 answer. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(key: string): RateLimitDecision;
}

export interface RateLimiterOptions {
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** Past this many keys, expired windows are swept and then the oldest dropped: memory stays bounded. */
  maxKeys?: number;
  now?: () => number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  if (!(windowMs > 0)) throw new Error('windowMs must be positive');
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
    // Map iteration follows insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    consume(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        if (window) windows.delete(key);
        if (windows.size >= maxKeys) sweep(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds,
      };
    },
  };
}
