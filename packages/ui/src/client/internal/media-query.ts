'use client';
import { useCallback } from 'react';
import { useBrowserStore } from '../hydration';

/** Wide screens with a mouse or trackpad: where hovering opens a dropdown. */
export const HOVER_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia(query);
}

/**
 * Whether a CSS media query matches, kept up to date. `false` on the server, while the page
 * hydrates (see ../hydration.ts) and where `matchMedia` is missing.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
