'use client';
import { useSyncExternalStore } from 'react';
import { FeedSubscription } from '../FeedSubscription';

const never = () => () => {};

/**
 * The subscription addresses when the site's public address is not configured (no SITE_URL): the
 * page is cached for every visitor, so only the browser knows the origin it is on.
 */
export function BrowserFeedSubscription() {
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
  return <FeedSubscription origin={origin} />;
}
