'use client';
import { act, render, screen } from '@testing-library/react';
import { forwardRef, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetchLink, useIdlePrefetch } from './idle-prefetch';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Tells the live observers their elements are visible. */
  static showAll() {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances.filter((o) => !o.disconnected)) {
        observer.callback(observer.observed.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 })));
      }
    });
  }
}

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('useIdlePrefetch and IdlePrefetchLink', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (navigator as unknown as Record<string, unknown>).connection;
  });

  it('prefetches once, when visible and after the idle timeout (setTimeout fallback)', () => {
    const prefetch = vi.fn();
    render(
      <IdlePrefetchLink href="/series" prefetch={prefetch} className="x">
        Series
      </IdlePrefetchLink>,
    );
    const link = screen.getByRole('link', { name: 'Series' });
    expect(link).toHaveAttribute('href', '/series');
    expect(link).toHaveClass('x');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(prefetch).not.toHaveBeenCalled();
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(prefetch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/series');
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback with the timeout when there is one', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const prefetch = vi.fn();
    render(<IdlePrefetchLink href="/a" prefetch={prefetch} prefetchTimeout={500}>A</IdlePrefetchLink>);
    FakeIntersectionObserver.showAll();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(prefetch).toHaveBeenCalledWith('/a');
  });

  it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true, effectiveType: '4g' }])(
    'skips prefetching on %j',
    (connection) => {
      setConnection(connection);
      const prefetch = vi.fn();
      render(<IdlePrefetchLink href="/a" prefetch={prefetch}>A</IdlePrefetchLink>);
      FakeIntersectionObserver.showAll();
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(prefetch).not.toHaveBeenCalled();
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
    },
  );

  it('prefetches on 4g', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    const prefetch = vi.fn();
    render(<IdlePrefetchLink href="/a" prefetch={prefetch}>A</IdlePrefetchLink>);
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const prefetch = vi.fn();
    render(<IdlePrefetchLink href="/a" prefetch={prefetch} prefetchEnabled={false}>A</IdlePrefetchLink>);
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('cleans up on unmount', () => {
    const prefetch = vi.fn();
    const { unmount } = render(<IdlePrefetchLink href="/a" prefetch={prefetch}>A</IdlePrefetchLink>);
    FakeIntersectionObserver.showAll();
    unmount();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(prefetch).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('falls back to the timeout alone without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const prefetch = vi.fn();
    render(<IdlePrefetchLink href="/a" prefetch={prefetch}>A</IdlePrefetchLink>);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('works with a custom link component that forwards its ref', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, { href: string; children?: ReactNode }>(
      function RouterLink({ href, children }, ref) {
        return (
          <a ref={ref} href={href} data-router="yes">
            {children}
          </a>
        );
      },
    );
    const prefetch = vi.fn();
    render(<IdlePrefetchLink href="/r" prefetch={prefetch} linkAs={RouterLink}>R</IdlePrefetchLink>);
    expect(screen.getByRole('link', { name: 'R' })).toHaveAttribute('data-router', 'yes');
    expect(FakeIntersectionObserver.instances[0]?.observed[0]).toBe(screen.getByRole('link', { name: 'R' }));
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(prefetch).toHaveBeenCalledWith('/r');
  });

  it('useIdlePrefetch observes any element', () => {
    const prefetch = vi.fn();
    function Card() {
      const ref = useRef<HTMLDivElement>(null);
      useIdlePrefetch(ref, prefetch, { timeout: 100 });
      return <div ref={ref}>Card</div>;
    }
    render(<Card />);
    FakeIntersectionObserver.showAll();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
