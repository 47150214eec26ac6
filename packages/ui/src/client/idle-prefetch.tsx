'use client';
import {
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ElementType,
  type Ref,
  type RefObject,
} from 'react';
import type { LinkComponent } from '../link';
import { PREFETCH_IDLE_TIMEOUT_MS, currentConnection, shouldPrefetch } from '../prefetch';

/**
 * Options of {@link useIdlePrefetch}.
 *
 * @example
 * ```ts
 * useIdlePrefetch(ref, prefetch, { timeout: 1000, enabled: !isBot });
 * ```
 */
export interface IdlePrefetchOptions {
  /** The longest wait for an idle moment once visible; {@link PREFETCH_IDLE_TIMEOUT_MS} by default. */
  timeout?: number;
  /** Set to false to turn prefetching off. */
  enabled?: boolean;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Calls `prefetch` once, when the element is visible and the browser is idle (waiting at most
 * `timeout` ms, 2000 by default), the way quicklink does. Does nothing on 2g connections, with
 * data-saver on, or when `enabled` is false; cleans up on unmount.
 *
 * @example
 * ```tsx
 * const ref = useRef<HTMLAnchorElement>(null);
 * const router = useRouter();
 * useIdlePrefetch(ref, () => router.prefetch('/series'));
 * return <a ref={ref} href="/series">Series</a>;
 * ```
 */
export function useIdlePrefetch(
  ref: RefObject<Element | null>,
  prefetch: () => void,
  options: IdlePrefetchOptions = {},
): void {
  const { timeout = PREFETCH_IDLE_TIMEOUT_MS, enabled = true } = options;
  const prefetchRef = useRef(prefetch);
  prefetchRef.current = prefetch;
  const doneRef = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || doneRef.current || !element || !shouldPrefetch(currentConnection())) return;
    const win = window as IdleWindow;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: IntersectionObserver | undefined;

    const run = () => {
      // Offline, a prefetch can only fail; the link is tried again when it is next rendered.
      if (doneRef.current || navigator.onLine === false) return;
      doneRef.current = true;
      prefetchRef.current();
    };
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') {
        idleHandle = win.requestIdleCallback(run, { timeout });
      } else {
        timer = setTimeout(run, timeout);
      }
    };

    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio > 0)) {
          observer?.disconnect();
          whenIdle();
        }
      });
      observer.observe(element);
    } else {
      whenIdle();
    }

    return () => {
      observer?.disconnect();
      if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
      clearTimeout(timer);
    };
  }, [ref, timeout, enabled]);
}

/**
 * Props of {@link IdlePrefetchLink}: an anchor's props plus the prefetch function.
 *
 * @example
 * ```tsx
 * <IdlePrefetchLink href="/author" prefetch={(href) => router.prefetch(href)} className="nav-link">Authors</IdlePrefetchLink>
 * ```
 */
export interface IdlePrefetchLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'prefetch'> {
  href: string;
  /** Prefetches a page, e.g. `(href) => router.prefetch(href)`. */
  prefetch: (href: string) => void;
  /**
   * Component for the link (e.g. `next/link` with its own prefetch off); a plain `<a>` by default.
   * It must pass its ref on to the anchor, as `next/link` and React Router's `Link` do.
   */
  linkAs?: LinkComponent;
  /** Set to false to turn prefetching off for this link. */
  prefetchEnabled?: boolean;
  /** Longest idle wait once visible, in milliseconds. */
  prefetchTimeout?: number;
}

/**
 * A link that prefetches its page once it is visible and the browser is idle (see
 * {@link useIdlePrefetch}): not on 2g connections nor with data-saver on.
 *
 * @example
 * ```tsx
 * const router = useRouter();
 * <IdlePrefetchLink href="/dafyomi" prefetch={(href) => router.prefetch(href)}>
 *   Daf Yomi
 * </IdlePrefetchLink>
 * ```
 */
export function IdlePrefetchLink({
  href,
  prefetch,
  linkAs = 'a',
  prefetchEnabled = true,
  prefetchTimeout,
  ...anchorProps
}: IdlePrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  useIdlePrefetch(ref, () => prefetch(href), {
    enabled: prefetchEnabled,
    ...(prefetchTimeout === undefined ? {} : { timeout: prefetchTimeout }),
  });
  // Custom link components take the anchor's props and forward the ref.
  const LinkAs = linkAs as ElementType<
    AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }
  >;
  return <LinkAs ref={ref} href={href} {...anchorProps} />;
}
