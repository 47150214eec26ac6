import type { RateLimitDecision } from '@openshiur/auth';

export type { RateLimitDecision };

/**
 * Counts requests per key (a client address) in fixed windows. Two adapters: one process's memory
 * (memory-rate-limiter.ts) and Redis shared by every instance (redis-rate-limiter.ts); both pass
 * rate-limiter.contract.test.ts.
 */
export interface RateLimiter {
  /** Counts one request of `key`; says whether it is within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitOptions {
  /** What is limited (`sign-in`, `mail-forms`…): Redis keys are named by it. */
  name: string;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
}
