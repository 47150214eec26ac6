'use client';
import { useEffect } from 'react';
import { rememberSignedInUser } from '@/features/account/browser-session';

/**
 * The last step of sign-in on /logged-in: keep the decoded user in the browser (the product's states and transitions) and go
 * back to where the visitor started, replacing this page in the history.
 */
export function CompleteSignIn({ user, returnTo }: { user: object; returnTo: string }) {
  useEffect(() => {
    rememberSignedInUser(user);
    window.location.replace(returnTo);
  }, [user, returnTo]);
  return null;
}
