'use client';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_ONLINE_NOTICE_MS,
  BACK_ONLINE_TEXT,
  OFFLINE_TEXT,
  OnlineStatusNotice,
  useOnlineStatus,
} from './online-status';

let online = true;

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('online status', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('useOnlineStatus follows online and offline events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    goOffline();
    expect(result.current).toBe(false);
    goOnline();
    expect(result.current).toBe(true);
  });

  it('is an empty live region while online', () => {
    render(<OnlineStatusNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-online', 'true');
    expect(region).toBeEmptyDOMElement();
  });

  it('tells when offline, then "Back online." for 3 s', () => {
    vi.useFakeTimers();
    render(<OnlineStatusNotice />);
    const region = screen.getByRole('status');
    goOffline();
    expect(region).toHaveAttribute('data-online', 'false');
    expect(region).toHaveTextContent(OFFLINE_TEXT);
    expect(region.querySelector('svg')).not.toBeNull();
    goOnline();
    expect(region).toHaveAttribute('data-online', 'true');
    expect(region).toHaveTextContent(BACK_ONLINE_TEXT);
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS - 10);
    });
    expect(region).toHaveTextContent(BACK_ONLINE_TEXT);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('takes custom texts', () => {
    render(<OnlineStatusNotice offlineText="Offline!" onlineText="Online!" />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('Offline!');
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent('Online!');
  });

  it('renders online on the server', () => {
    online = false;
    const html = renderToString(<OnlineStatusNotice />);
    expect(html).toContain('data-online="true"');
    expect(html).not.toContain('offline');
  });
});
