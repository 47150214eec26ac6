import { Suspense } from 'react';
import { Button } from '@openshiur/ui';
import { GetAuthorSubscriptionDocument, GetSeriesSubscriptionDocument } from '@openshiur/graphql';
import { loadCurrentUser } from '@/server/first-render';
import { loadForViewer } from '@/server/load';
import type { Rendering } from '@/server/page-view';
import type { SubscriptionKind } from '../subscription-target';
import { SubscribeButton } from '../client/SubscribeButton';

interface Target {
  kind: SubscriptionKind;
  id: string;
  name: string;
}

interface Props extends Target {
  /** The cached (anonymous) render never reads the session: see server/page-view.ts. */
  rendering: Rendering;
}

/**
 * The subscribe button of a series or author page. In the per-request render the viewer's state is
 * read on the server inside its own <Suspense> boundary; until it streams in, an inert button holds
 * its place.
 */
export function SubscribeControl({ rendering, ...target }: Props) {
  // Anonymous visitors are not subscribed, and the button signs them in.
  if (rendering === 'cached') return <SubscribeButton {...target} initialSubscribed={false} signedIn={false} />;
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
