'use client';
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  SubscribeToAuthorDocument,
  SubscribeToSeriesDocument,
  UnsubscribeFromAuthorDocument,
  UnsubscribeFromSeriesDocument,
} from '@openshiur/graphql';
import type { SubscriptionTarget } from './subscription-target';

export type ChangeOutcome =
  { ok: true; subscribed: boolean } | { ok: false; unauthenticated: boolean };

/**
 * Runs subscribe/unsubscribe for one series or author. The mutations are idempotent, so a repeated
 * request (double click, retry) is harmless; still, only one runs at a time.
 */
export function useSubscriptionChange(target: SubscriptionTarget) {
  const client = useApolloClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const change = useCallback(
    async (subscribe: boolean): Promise<ChangeOutcome | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        const variables = { id: target.id };
        let subscribed: boolean | undefined;
        if (target.kind === 'series') {
          const { data } = subscribe
            ? await client.mutate({ mutation: SubscribeToSeriesDocument, variables })
            : await client.mutate({ mutation: UnsubscribeFromSeriesDocument, variables });
          subscribed =
            data &&
            ('subscribeToSeries' in data ? data.subscribeToSeries : data.unsubscribeFromSeries)
              .viewerIsSubscribed;
        } else {
          const { data } = subscribe
            ? await client.mutate({ mutation: SubscribeToAuthorDocument, variables })
            : await client.mutate({ mutation: UnsubscribeFromAuthorDocument, variables });
          subscribed =
            data &&
            ('subscribeToAuthor' in data ? data.subscribeToAuthor : data.unsubscribeFromAuthor)
              .viewerIsSubscribed;
        }
        if (subscribed === undefined) return { ok: false, unauthenticated: false };
        return { ok: true, subscribed };
      } catch (error) {
        const unauthenticated =
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
        return { ok: false, unauthenticated };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [client, target.kind, target.id],
  );

  return { change, pending };
}
