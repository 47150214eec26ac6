import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('reloadOnceAfterChunkError', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(chunkError, 1_000_000, storage, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceAfterChunkError(chunkError, 1_059_999, storage, reload)).toBe(false);
    expect(reloadOnceAfterChunkError(chunkError, 1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(new Error('x'), 0, memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
