import { GetAuthorSubscriptionDocument, GetSeriesSubscriptionDocument } from '@openshiur/graphql';
import { loadFirstRender } from '@/server/first-render';
import { load } from '@/server/load';
import type { SubscriptionKind } from './subscription-target';
import { SubscribeButton } from './SubscribeButton';

/**
 * The subscribe button of a series or author page, with the viewer's current state read on the
 * server (a small query of its own, so the page's main query stays as it is).
 */
export async function SubscribeControl({
  kind,
  id,
  name,
}: {
  kind: SubscriptionKind;
  id: string;
  name: string;
}) {
  const [{ currentUser }, subscribed] = await Promise.all([
    loadFirstRender(),
    kind === 'series'
      ? load(GetSeriesSubscriptionDocument, { id }).then(
          (data) => data.series?.viewerIsSubscribed ?? false,
        )
      : load(GetAuthorSubscriptionDocument, { id }).then(
          (data) => data.author?.viewerIsSubscribed ?? false,
        ),
  ]);
  return (
    <SubscribeButton
      kind={kind}
      id={id}
      name={name}
      initialSubscribed={subscribed}
      signedIn={Boolean(currentUser)}
    />
  );
}
