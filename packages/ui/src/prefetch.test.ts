import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, currentConnection, shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('allows unknown and fast connections', () => {
    expect(shouldPrefetch()).toBe(true);
    expect(shouldPrefetch(null)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('refuses 2g, slow-2g and data-saver', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('waits 2000 ms at most', () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });
});

describe('currentConnection', () => {
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).connection;
  });

  it('is undefined without the Network Information API', () => {
    expect(currentConnection()).toBeUndefined();
  });

  it('reads navigator.connection', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '2g' },
      configurable: true,
    });
    expect(currentConnection()).toEqual({ effectiveType: '2g' });
  });

  it('does not throw when the getter throws', () => {
    Object.defineProperty(navigator, 'connection', {
      get() {
        throw new Error('nope');
      },
      configurable: true,
    });
    expect(currentConnection()).toBeUndefined();
  });
});
