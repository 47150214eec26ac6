import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisConnection } from '../../../cache-handlers/redis-connection.mjs';
import { memoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';
import { redisRateLimiter } from './redis-rate-limiter';
import { redisAnswers } from '../../../cache-handlers/redis-probe';

/**
 * One contract for both adapters. The Redis one runs against TEST_REDIS_URL (default
 * redis://127.0.0.1:6379) when it answers, and is reported as skipped when it does not.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(redisUrl);
const prefix = `openshiur-test-${randomUUID()}:`;
const connections: RedisConnection[] = [];

/** A connected client of its own, as another server instance has. */
async function instanceClient(url = redisUrl) {
  const connection = new RedisConnection(url, { name: 'rate-limit-test', connectTimeoutMs: 500 });
  connections.push(connection);
  await connection.client();
  return connection.commandClient();
}

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
});

type Factory = (options: RateLimitOptions) => Promise<RateLimiter>;
const adapters: [string, Factory, boolean][] = [
  ['memory', async (options) => memoryRateLimiter(options), true],
  ['redis', async (options) => redisRateLimiter(await instanceClient(), options, prefix), redisUp],
];

describe.each(adapters)('the %s rate limiter', (_name, create, available) => {
  describe.skipIf(!available)('contract', () => {
    let limiter: RateLimiter;
    beforeAll(async () => {
      limiter = await create({ name: `contract-${randomUUID()}`, limit: 3, windowMs: 60_000 });
    });

    it('allows the limit, then refuses with the seconds left in the window', async () => {
      const decisions = [];
      for (let n = 0; n < 5; n += 1) decisions.push(await limiter.consume('203.0.113.7'));
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
      expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0, 0]);
      for (const decision of decisions) {
        expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(decision.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    });

    it('counts each key on its own', async () => {
      expect((await limiter.consume('198.51.100.1')).allowed).toBe(true);
      expect((await limiter.consume('198.51.100.2')).remaining).toBe(2);
    });

    it('starts a new window when the old one has passed', async () => {
      const short = await create({ name: `window-${randomUUID()}`, limit: 1, windowMs: 1_000 });
      expect((await short.consume('k')).allowed).toBe(true);
      expect((await short.consume('k')).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_150));
      expect((await short.consume('k')).allowed).toBe(true);
    });
  });
});

describe.skipIf(!redisUp)('the redis rate limiter across instances', () => {
  it('enforces one limit for every instance, not one each', async () => {
    const options = { name: `shared-${randomUUID()}`, limit: 4, windowMs: 60_000 };
    const first = redisRateLimiter(await instanceClient(), options, prefix);
    const second = redisRateLimiter(await instanceClient(), options, prefix);
    const allowed = [];
    for (let n = 0; n < 3; n += 1) {
      allowed.push((await first.consume('192.0.2.9')).allowed, (await second.consume('192.0.2.9')).allowed);
    }
    expect(allowed).toEqual([true, true, true, true, false, false]);
  });

  it('while Redis cannot be reached, each instance still limits in its memory, without waiting', async () => {
    const silence = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Nothing listens on port 1: the client never becomes ready.
      const limiter = redisRateLimiter(await instanceClient('redis://127.0.0.1:1'), { name: 'down', limit: 2, windowMs: 60_000 }, prefix);
      const started = performance.now();
      const decisions = [];
      for (let n = 0; n < 3; n += 1) decisions.push((await limiter.consume('192.0.2.10')).allowed);
      expect(decisions).toEqual([true, true, false]);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      silence.mockRestore();
    }
  });
});
