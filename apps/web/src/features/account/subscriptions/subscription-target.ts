/** What a subscribe button follows, and the `?subscribe=` marker a signed-out click carries through sign-in. */
export type SubscriptionKind = 'series' | 'author';

export interface SubscriptionTarget {
  kind: SubscriptionKind;
  id: string;
}

export const SUBSCRIBE_PARAM = 'subscribe';

export function subscribeMarker({ kind, id }: SubscriptionTarget): string {
  return `${kind}:${id}`;
}

/** The address to come back to after signing in: this page, asking to complete the subscription. */
export function returnToWithMarker(
  pathname: string,
  search: string,
  target: SubscriptionTarget,
): string {
  const params = new URLSearchParams(search);
  params.set(SUBSCRIBE_PARAM, subscribeMarker(target));
  return `${pathname}?${params}`;
}

/** The address without the marker, once the subscription is done (nothing to repeat on reload). */
export function withoutMarker(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(SUBSCRIBE_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

export function markerMatches(search: string, target: SubscriptionTarget): boolean {
  return new URLSearchParams(search).get(SUBSCRIBE_PARAM) === subscribeMarker(target);
}
