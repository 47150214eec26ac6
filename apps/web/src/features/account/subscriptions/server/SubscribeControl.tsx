import { Suspense } from 'react';
import { Button } from '@openshiur/ui';
import { GetAuthorSubscriptionDocument, GetSeriesSubscriptionDocument } from '@openshiur/graphql';
import { loadCurrentUser } from '@/server/first-render';
import { loadForViewer } from '@/server/load';
import type { SubscriptionKind } from '../subscription-target';
import { SubscribeButton } from '../client/SubscribeButton';

interface Target {
  kind: SubscriptionKind;
  id: string;
  name: string;
}

/**
 * The subscribe button of a series or author page. The viewer's state is read on the server per
 * request, inside its own <Suspense> boundary, so the page around it stays prerendered and cached;
 * until it streams in, an inert button holds its place.
 */
export function SubscribeControl(target: Target) {
  return (
    <Suspense
      fallback={
        <Button type="button" variant="primary" size="small" disabled>
          Subscribe
        </Button>
      }
    >
      <ViewerSubscribeControl {...target} />
    </Suspense>
  );
}

async function ViewerSubscribeControl({ kind, id, name }: Target) {
  // Anonymous visitors cost no query: they are not subscribed, and the button signs them in.
  const currentUser = await loadCurrentUser();
  const subscribed = currentUser
    ? kind === 'series'
      ? (await loadForViewer(GetSeriesSubscriptionDocument, { id })).series?.viewerIsSubscribed
      : (await loadForViewer(GetAuthorSubscriptionDocument, { id })).author?.viewerIsSubscribed
    : false;
  return (
    <SubscribeButton kind={kind} id={id} name={name} initialSubscribed={subscribed ?? false} signedIn={Boolean(currentUser)} />
  );
}
