'use client';
import { useBrowserOrigin } from '@/lib/client/browser-origin';
import { FeedSubscription } from '../FeedSubscription';

/**
 * The subscription addresses when the site's public address is not configured (no SITE_URL): the
 * page is cached for every visitor, so only the browser knows the origin it is on.
 */
export function BrowserFeedSubscription() {
  const origin = useBrowserOrigin();
  return <FeedSubscription origin={origin} />;
}
