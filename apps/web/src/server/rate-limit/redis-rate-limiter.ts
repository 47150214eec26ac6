import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClient } from '../../../cache-handlers/redis-connection.mjs';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

/**
 * One count shared by every instance, in Redis (rate-limiter-flexible: an atomic INCR with its
 * expiry in one Lua call, so instances never race). While Redis is unreachable or slow each
 * instance counts in its own memory instead (the library's insurance limiter): a limit is kept,
 * per instance, and a request never fails or waits because of Redis.
 */
export function redisRateLimiter(
  client: RedisClient,
  { name, limit, windowMs }: RateLimitOptions,
  keyPrefix: string,
  /** Settles once the connection's first attempt has (the server's first requests count in Redis too). */
  connected: () => Promise<unknown> = async () => undefined,
): RateLimiter {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `${keyPrefix}rate:${name}`,
    points: limit,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
  });
  return {
    async consume(key) {
      await connected();
      try {
        return decision(await limiter.consume(key), true, limit);
      } catch (outcome) {
        // Over the limit: the library rejects with the count, not an Error.
        if (outcome instanceof RateLimiterRes) return decision(outcome, false, limit);
        throw outcome;
      }
    },
  };
}

function decision(result: RateLimiterRes, allowed: boolean, limit: number) {
  return {
    allowed,
    remaining: Math.min(limit, Math.max(0, result.remainingPoints)),
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  };
}
