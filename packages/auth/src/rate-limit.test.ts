import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per window and key, then refuses with the time left', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.consume('a').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.consume('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    // Another key has its own budget.
    expect(limiter.consume('b')).toMatchObject({ allowed: true, remaining: 2 });
    // A new window starts afresh.
    now += 45_000;
    expect(limiter.consume('a')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('keeps memory bounded when many keys pass through', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100, now: () => now });
    for (let index = 0; index < 1_000; index += 1) limiter.consume(`key-${index}`);
    // The newest key still counts: a second request inside its window is refused.
    expect(limiter.consume('key-999').allowed).toBe(false);
    now += 1_000;
    expect(limiter.consume('key-999').allowed).toBe(true);
  });

  it('refuses nonsensical settings', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1 })).toThrow();
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow();
  });
});
