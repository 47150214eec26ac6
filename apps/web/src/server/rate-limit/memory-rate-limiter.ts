import { createRateLimiter } from '@openshiur/auth';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

/** This process's own count (@openshiur/auth's fixed-window limiter): one instance, or no Redis. */
export function memoryRateLimiter({ limit, windowMs }: RateLimitOptions, now?: () => number): RateLimiter {
  const limiter = createRateLimiter({ limit, windowMs, now });
  return { consume: async (key) => limiter.consume(key) };
}
