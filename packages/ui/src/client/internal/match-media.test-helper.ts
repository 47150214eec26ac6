'use client';
import { vi } from 'vitest';

/**
 * Installs a `window.matchMedia` whose answers tests decide: `matches(query)` is asked on every
 * call. Returns a function that tells listeners the answers changed, and one that removes it.
 */
export function mockMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    notify: () => listeners.forEach((listener) => listener()),
    restore: () => {
      window.matchMedia = original;
    },
  };
}
