'use client';
import { useEffect } from 'react';
import { forgetSignedInUser } from '@/features/account/browser-session';

/**
 * On /logout: removes the browser-stored `token`, `user` and `secret` and writes the `logout`
 * timestamp (the product's states and transitions), whose `storage` event makes every other open tab sign out too.
 */
export function ForgetBrowserSession() {
  useEffect(() => {
    forgetSignedInUser();
  }, []);
  return null;
}
