import { SUBSCRIBE_PARAM, subscribeMarker, type SubscriptionTarget } from './subscriptions/subscription-target';

/**
 * The sign-in address for coming back to `returnTo` (the server checks returnTo again), and, from a
 * signed-out subscribe button, the series or author to follow once signed in.
 */
export function loginHref(returnTo: string, follow?: SubscriptionTarget): string {
  const params = new URLSearchParams({ returnTo });
  if (follow) params.set(SUBSCRIBE_PARAM, subscribeMarker(follow));
  return `/login?${params}`;
}
