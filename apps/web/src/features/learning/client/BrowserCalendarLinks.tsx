'use client';
import { useBrowserOrigin } from '@/lib/client/browser-origin';
import { SubscribeItems } from '../SubscribeItems';

/**
 * The subscribe links when the site's public address is not configured (no SITE_URL): they need
 * the absolute address, which only the browser knows, so they appear once the page has loaded.
 */
export function BrowserCalendarLinks({ path }: { path: string }) {
  const origin = useBrowserOrigin();
  return origin ? <SubscribeItems origin={origin} path={path} /> : null;
}
