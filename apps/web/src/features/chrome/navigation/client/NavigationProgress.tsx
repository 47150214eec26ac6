'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LoadingBar } from '@openshiur/ui/client';
import { NAVIGATION_FAILED_EVENT, NAVIGATION_STARTED_EVENT, startsClientNavigation } from '../navigation-events';

type State = 'idle' | 'loading' | 'failed';

/**
 * The product's states and transitions "Loading bar": runs while the App Router loads the next page, turns red when it fails.
 * The App Router has no navigation events, so it starts on a click on an internal link (or on
 * back/forward to another page) and ends when the rendered path or query changes, or when the
 * error boundary announces a failure.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<State>('idle');
  const rendered = useRef('');

  useEffect(() => {
    rendered.current = search ? `${pathname}?${search}` : pathname;
    setState((current) => (current === 'loading' ? 'idle' : current));
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && startsClientNavigation(anchor, event, window.location)) {
        setState('loading');
      }
    };
    const onPopState = () => {
      const { pathname: path, search: query } = window.location;
      if (`${path}${query}` !== rendered.current) setState('loading');
    };
    const onFailed = () => setState('failed');
    const onStarted = () => setState('loading');
    // Capture phase: it runs before next/link's handler calls preventDefault.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailed);
    window.addEventListener(NAVIGATION_STARTED_EVENT, onStarted);
    return () => {
      window.removeEventListener(NAVIGATION_STARTED_EVENT, onStarted);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailed);
    };
  }, []);

  return <LoadingBar state={state} />;
}
