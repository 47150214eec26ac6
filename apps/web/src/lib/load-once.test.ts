import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call only and shares the answer, even between concurrent calls', async () => {
    const load = vi.fn(async () => ({ client: 'made' }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure, and keeps the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed to load');
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
