/**
 * What a subscribe button follows, and how a signed-out click asks sign-in to follow it: the
 * `/login?subscribe=kind:id` parameter, which the sign-in keeps in its sealed state and does once
 * the visitor has signed in (app/login/callback). Never a parameter of a page's address: a link
 * must not make a signed-in visitor follow anything.
 */
import type { FollowRequest } from '@openshiur/auth';

export type SubscriptionKind = 'series' | 'author';

export interface SubscriptionTarget {
  kind: SubscriptionKind;
  id: string;
}

export const SUBSCRIBE_PARAM = 'subscribe';

export function subscribeMarker({ kind, id }: SubscriptionTarget): string {
  return `${kind}:${id}`;
}

const MARKER = /^(series|author):([1-9]\d{0,9})$/;

/** The follow a `/login?subscribe=` value asks for; anything malformed or out of range is ignored. */
export function parseSubscribeMarker(value: string | null | undefined): FollowRequest | undefined {
  const match = value ? MARKER.exec(value) : null;
  if (!match) return undefined;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as SubscriptionKind, id } : undefined;
}
