'use client';
import { useEffect } from 'react';
import { isSignOutEvent, removeStoredUser, storedUser } from '@/features/account/browser-session';

/**
 * Keeps a signed-in page honest when the session ends elsewhere: a sign-out in another tab writes
 * the `logout` timestamp, and this tab reloads, so it shows the signed-out page (or, on a page that
 * needs a user, goes through sign-in). A page rendered signed out drops a stale stored `user`.
 */
export function SessionSync({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    if (!signedIn) {
      if (storedUser() !== null) removeStoredUser();
      return;
    }
    const loadedAt = Date.now();
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isSignOutEvent(event, loadedAt))
        window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedIn]);
  return null;
}
