'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SubscribeToAuthorDocument,
  SubscribeToSeriesDocument,
  UnsubscribeFromAuthorDocument,
  UnsubscribeFromSeriesDocument,
} from '@openshiur/graphql';
import { loadBrowserApollo, type BrowserApollo } from '@/lib/apollo/load-browser-apollo';
import type { SubscriptionTarget } from '../subscription-target';

export type ChangeOutcome =
  { ok: true; subscribed: boolean } | { ok: false; unauthenticated: boolean };

/**
 * Runs subscribe/unsubscribe for one series or author. The mutations are idempotent, so a repeated
 * request (double click, retry) is harmless; still, only one runs at a time.
 */
export function useSubscriptionChange(target: SubscriptionTarget) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  // Fetch the API client while the page is idle, so a click sends its request at once.
  useEffect(() => whenIdle(() => void loadBrowserApollo().catch(() => undefined)), []);

  const change = useCallback(
    async (subscribe: boolean): Promise<ChangeOutcome | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      let apollo: BrowserApollo | undefined;
      try {
        apollo = await loadBrowserApollo();
        const { client } = apollo;
        const variables = { id: target.id };
        let subscribed: boolean | undefined;
        if (target.kind === 'series') {
          const { data } = subscribe
            ? await client.mutate({ mutation: SubscribeToSeriesDocument, variables, context })
            : await client.mutate({ mutation: UnsubscribeFromSeriesDocument, variables, context });
          subscribed =
            data &&
            ('subscribeToSeries' in data ? data.subscribeToSeries : data.unsubscribeFromSeries)
              .viewerIsSubscribed;
        } else {
          const { data } = subscribe
            ? await client.mutate({ mutation: SubscribeToAuthorDocument, variables, context })
            : await client.mutate({ mutation: UnsubscribeFromAuthorDocument, variables, context });
          subscribed =
            data &&
            ('subscribeToAuthor' in data ? data.subscribeToAuthor : data.unsubscribeFromAuthor)
              .viewerIsSubscribed;
        }
        if (subscribed === undefined) return { ok: false, unauthenticated: false };
        return { ok: true, subscribed };
      } catch (error) {
        // No client (its script failed to load) is a failure like a dropped request.
        return { ok: false, unauthenticated: apollo?.isUnauthenticated(error) ?? false };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [target.kind, target.id],
  );

  return { change, pending };
}

/** keepalive: a change made just before leaving the page still reaches the server. */
const context = { fetchOptions: { keepalive: true } };

/** Runs `task` when the browser is idle (soon, where it cannot say); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
