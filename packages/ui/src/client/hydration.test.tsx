'use client';
import { act, Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserStore, useHydrated } from './hydration';

const never = new Promise<never>(() => {});

/** Suspends for good: rendered by an update, it shows whether React treats that update as urgent. */
function Suspends(): ReactNode {
  return use(never);
}

/** What the server drew, hydrated in the browser as a page is. */
async function hydrate(element: ReactNode, serverElement: ReactNode = element) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Suspense fallback="fallback">{serverElement}</Suspense>);
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Suspense fallback="fallback">{element}</Suspense>, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { container, recoverableErrors, unmount: () => act(() => root!.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useHydrated', () => {
  function Probe() {
    return useHydrated() ? <span>browser</span> : <span>server</span>;
  }

  it('is false on the server and true once the page has hydrated, without a hydration error', async () => {
    expect(renderToString(<Probe />)).toBe('<span>server</span>');
    const page = await hydrate(<Probe />);
    expect(page.container.textContent).toBe('browser');
    expect(page.recoverableErrors).toEqual([]);
    await page.unmount();
  });

  it('switches in a transition: content that suspends then keeps what the server drew', async () => {
    // An urgent update that suspends swaps in the fallback; a transition keeps the page as it was.
    function SuspendsOnceHydrated() {
      return useHydrated() ? <Suspends /> : <span>server</span>;
    }
    const page = await hydrate(<SuspendsOnceHydrated />);
    expect(page.container.textContent).toBe('server');
    await page.unmount();
  });

  it('differs from the synchronous useSyncExternalStore idiom, which the test above would catch', async () => {
    function SuspendsOnceHydratedSync() {
      const hydrated = useSyncExternalStore(
        () => () => {},
        () => true,
        () => false,
      );
      return hydrated ? <Suspends /> : <span>server</span>;
    }
    const page = await hydrate(<SuspendsOnceHydratedSync />);
    // React hides what the server drew and shows the fallback after it.
    expect(page.container.textContent).toContain('fallback');
    await page.unmount();
  });
});

describe('useBrowserStore', () => {
  let width = 1200;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  };
  function Width() {
    const wide = useBrowserStore(subscribe, () => width >= 960, () => false);
    return <span>{wide ? 'wide' : 'narrow'}</span>;
  }

  it('hydrates with the server snapshot, then follows the browser’s, then its changes', async () => {
    width = 1200;
    expect(renderToString(<Width />)).toBe('<span>narrow</span>');
    const page = await hydrate(<Width />);
    expect(page.container.textContent).toBe('wide');
    expect(page.recoverableErrors).toEqual([]);
    width = 600;
    act(() => listeners.forEach((listener) => listener()));
    expect(page.container.textContent).toBe('narrow');
    await page.unmount();
    expect(listeners.size).toBe(0);
  });

  it('in a component mounted later (no server HTML), switches to the browser’s snapshot once mounted', async () => {
    width = 1200;
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Width />));
    expect(container.textContent).toBe('wide');
    act(() => root.unmount());
  });
});
