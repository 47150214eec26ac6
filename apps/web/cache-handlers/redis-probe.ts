import { vi } from 'vitest';
import { RedisConnection } from './redis-connection.mjs';

/**
 * For tests that need a Redis: whether one answers at `url` within half a second (its outage
 * warning kept out of the test output). They run against it when it does and are reported as
 * skipped when it does not.
 */
export async function redisAnswers(url: string): Promise<boolean> {
  const connection = new RedisConnection(url, { name: 'probe', connectTimeoutMs: 500 });
  const silence = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return Boolean(await connection.client());
  } finally {
    silence.mockRestore();
    await connection.close();
  }
}
