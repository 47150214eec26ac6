import 'server-only';
import { keyPrefix, sharedRedisConnection } from '../../../cache-handlers/redis-connection.mjs';
import { memoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';
import { redisRateLimiter } from './redis-rate-limiter';

const REGISTRY = Symbol.for('@openshiur/web/rate-limiters');

/**
 * The site's limiter for `options.name`: shared through Redis when REDIS_URL is set (the same
 * connection as the caches), so N instances enforce one limit rather than N; this process's memory
 * otherwise. One per name and process, kept on globalThis: Next bundles route handlers and Server
 * Actions apart, and they must count together.
 */
export function siteRateLimiter(options: RateLimitOptions): RateLimiter {
  const store = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, RateLimiter> };
  const limiters = (store[REGISTRY] ??= new Map());
  let limiter = limiters.get(options.name);
  if (!limiter) {
    const redis = sharedRedisConnection();
    limiter = redis ? redisRateLimiter(redis.commandClient(), options, keyPrefix(), () => redis.client()) : memoryRateLimiter(options);
    limiters.set(options.name, limiter);
  }
  return limiter;
}
