'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { WifiOffIcon } from '../components/icons';
import { theme } from '../theme';
import { useBrowserStore } from './hydration';

/**
 * How long "Back online." stays after reconnecting, in milliseconds.
 *
 * @example
 * ```ts
 * setTimeout(hideBanner, BACK_ONLINE_NOTICE_MS);
 * ```
 */
export const BACK_ONLINE_NOTICE_MS = 3000;

/**
 * The default offline message.
 *
 * @example
 * ```tsx
 * <OnlineStatusNotice offlineText={<strong>{OFFLINE_TEXT}</strong>} />
 * ```
 */
export const OFFLINE_TEXT =
  'You are offline. Pages you have already opened still work; new pages will load when you are back online.';
/**
 * The default message after reconnecting.
 *
 * @example
 * ```tsx
 * <OnlineStatusNotice onlineText={`${BACK_ONLINE_TEXT} Refreshing…`} />
 * ```
 */
export const BACK_ONLINE_TEXT = 'Back online.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser is online (`navigator.onLine`), updated on `online`/`offline` events.
 * Always true on the server and while the page hydrates (see {@link useBrowserStore}).
 *
 * @example
 * ```tsx
 * const online = useOnlineStatus();
 * return <button disabled={!online}>Save</button>;
 * ```
 */
export function useOnlineStatus(): boolean {
  return useBrowserStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

// Never display: none, so screen readers keep the live region and announce what appears in it.
const Region = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  & > svg {
    flex: none;
  }
  &:empty {
    padding: 0;
    border: 0;
  }
`;

/**
 * Props of {@link OnlineStatusNotice}.
 *
 * @example
 * ```tsx
 * <OnlineStatusNotice offlineText="No connection." onlineText="Connected." />
 * ```
 */
export interface OnlineStatusNoticeProps {
  /** Shown while offline. */
  offlineText?: ReactNode;
  /** Shown for {@link BACK_ONLINE_NOTICE_MS} after reconnecting. */
  onlineText?: ReactNode;
  className?: string;
}

/**
 * A polite live region that tells the visitor when the connection drops ("You are offline…") and
 * when it comes back ("Back online.", for 3 seconds). It is always in the DOM, empty otherwise, so
 * screen readers announce the changes; `data-online` tells the current status.
 *
 * @example
 * ```tsx
 * <OnlineStatusNotice className="site-notice" />
 * ```
 */
export function OnlineStatusNotice({
  offlineText = OFFLINE_TEXT,
  onlineText = BACK_ONLINE_TEXT,
  className,
}: OnlineStatusNoticeProps) {
  const online = useOnlineStatus();
  const [backOnline, setBackOnline] = useState(false);
  const wasOfflineRef = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOfflineRef.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOfflineRef.current) return;
    wasOfflineRef.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <Region role="status" aria-live="polite" data-online={String(online)} className={className}>
      {!online ? (
        <>
          <WifiOffIcon size={20} />
          <span>{offlineText}</span>
        </>
      ) : backOnline ? (
        <span>{onlineText}</span>
      ) : null}
    </Region>
  );
}
