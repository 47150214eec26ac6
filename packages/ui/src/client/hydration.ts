'use client';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * False on the server and while the page hydrates, true just after. The switch is a transition:
 * React re-renders the components that asked in the background, in slices.
 *
 * The usual `useSyncExternalStore(…, () => true, () => false)` switches with a synchronous
 * re-render instead, and one such update while parts of the page are still hydrating makes React
 * finish hydrating in one long task. On the home page that cost about 150 ms of Lighthouse's
 * total blocking time (mobile).
 *
 * @example
 * ```tsx
 * const hydrated = useHydrated();
 * return <button disabled={!hydrated}>Add to cart</button>;
 * ```
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * `useSyncExternalStore` for something only the browser knows (a media query, `navigator.onLine`,
 * local storage): `getServerSnapshot()` on the server and while the page hydrates, so hydration
 * draws what the server drew; then `getSnapshot()`, switched in a transition (see
 * {@link useHydrated}) and kept up to date by `subscribe` after. A component mounted later (on a
 * client-side navigation) starts from the server's snapshot too and switches just after it mounts:
 * React gives no way to tell the two mounts apart without the synchronous re-render avoided here.
 *
 * @example
 * ```tsx
 * const subscribe = (onChange: () => void) => {
 *   window.addEventListener('resize', onChange);
 *   return () => window.removeEventListener('resize', onChange);
 * };
 * const wide = useBrowserStore(subscribe, () => window.innerWidth >= 960, () => false);
 * ```
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
