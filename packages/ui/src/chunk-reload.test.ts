import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceAfterChunkError,
  type ChunkReloadStorage,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}): ChunkReloadStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    'Loading chunk 42 failed.\n(missing: https://example.org/_next/static/chunks/42.js)',
    'Loading chunk app-pages-internals failed.',
    'Loading CSS chunk 7 failed.',
    'Failed to fetch dynamically imported module: https://example.org/assets/page.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://example.org/a.js',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
    expect(isChunkLoadError({ message })).toBe(true);
  });

  it('recognises the ChunkLoadError name', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true);
  });

  it.each([null, undefined, 'Loading chunk 1 failed', 42, new Error('boom'), new TypeError('x is undefined')])(
    'ignores %j',
    (value) => {
      expect(isChunkLoadError(value)).toBe(false);
    },
  );
});

describe('reloadOnceAfterChunkError', () => {
  it('reloads and records the time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(chunkError(), 1_000_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('1000000');
  });

  it('does not reload again within the guard, and does after it', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(
      reloadOnceAfterChunkError(chunkError(), 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(
      reloadOnceAfterChunkError(chunkError(), 1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(new Error('boom'), 1, memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the stored value is garbage or in the future', () => {
    const reload = vi.fn();
    expect(
      reloadOnceAfterChunkError(chunkError(), 1_000_000, memoryStorage({ [CHUNK_RELOAD_KEY]: 'x' }), reload),
    ).toBe(true);
    expect(
      reloadOnceAfterChunkError(chunkError(), 1_000_000, memoryStorage({ [CHUNK_RELOAD_KEY]: '9000000' }), reload),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not throw, nor reload, when storage fails', () => {
    const reload = vi.fn();
    const broken: ChunkReloadStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(reloadOnceAfterChunkError(chunkError(), 1, broken, reload)).toBe(false);
    const writeOnlyBroken = { ...memoryStorage(), setItem: broken.setItem };
    expect(reloadOnceAfterChunkError(chunkError(), 1, writeOnlyBroken, reload)).toBe(false);
    expect(reloadOnceAfterChunkError(chunkError(), 1, null, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default', () => {
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(chunkError(), 5_000_000, undefined, reload)).toBe(true);
    expect(reloadOnceAfterChunkError(chunkError(), 5_000_001, undefined, reload)).toBe(false);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });
});
