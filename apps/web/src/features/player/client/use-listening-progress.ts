'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GetListeningProgressDocument, SaveListeningProgressDocument } from '@openshiur/graphql';
import { loadBrowserApollo } from '@/lib/apollo/load-browser-apollo';
import { browserStorage, readLocalProgress, writeLocalProgress } from '../player-storage';

/** Where positions are kept: the listener's account (signed in) or this browser (anonymous). */
export type ProgressHome = 'account' | 'browser';

export interface ListeningProgressState {
  /** undefined while still finding out; null when nothing is remembered. */
  saved: number | null | undefined;
  home: ProgressHome | undefined;
  save(positionSeconds: number): void;
}

/**
 * Where the listener left off in a post, and saving it. Signed in (the API's `me` answers), the
 * position lives in the database; anonymous, in localStorage. A signed-in listener with nothing
 * saved yet gets what this browser remembers from before signing in. If the session ends while
 * listening, saving carries on in the browser.
 */
export function useListeningProgress(postId: string, serviceId: string): ListeningProgressState {
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const [home, setHome] = useState<ProgressHome | undefined>(undefined);
  const homeRef = useRef<ProgressHome>('browser');

  useEffect(() => {
    let cancelled = false;
    const local = readLocalProgress(browserStorage(), postId)?.positionSeconds ?? null;
    loadBrowserApollo()
      .then(({ client }) =>
        client.query({
          query: GetListeningProgressDocument,
          variables: { input: { services: serviceId }, postId },
          fetchPolicy: 'network-only',
        }),
      )
      .then(({ data }) => {
        if (cancelled) return;
        const me = data?.me;
        homeRef.current = me ? 'account' : 'browser';
        setHome(homeRef.current);
        setSaved(me ? (me.listeningProgress?.positionSeconds ?? local) : local);
      })
      .catch(() => {
        // An expired session, no connection or no client: the browser's memory is what there is.
        if (cancelled) return;
        homeRef.current = 'browser';
        setHome('browser');
        setSaved(local);
      });
    return () => {
      cancelled = true;
    };
  }, [postId, serviceId]);

  const save = useCallback(
    (positionSeconds: number) => {
      if (homeRef.current === 'browser') {
        writeLocalProgress(browserStorage(), postId, positionSeconds, Date.now());
        return;
      }
      // The time of the position, taken now, so a save that arrives after a newer one is ignored.
      const variables = { postId, positionSeconds, listenedAt: new Date().toISOString() };
      loadBrowserApollo()
        .then(({ client, isUnauthenticated }) =>
          client
            .mutate({
              mutation: SaveListeningProgressDocument,
              variables,
              fetchPolicy: 'no-cache',
              // keepalive: a save sent while the page is being left still reaches the server.
              context: { fetchOptions: { keepalive: true } },
            })
            .catch((error: unknown) => {
              if (isUnauthenticated(error)) {
                homeRef.current = 'browser';
                setHome('browser');
              }
              throw error;
            }),
        )
        .catch(() => {
          // Not saved on the server (offline, signed out): keep it in this browser meanwhile.
          writeLocalProgress(browserStorage(), postId, positionSeconds, Date.now());
        });
    },
    [postId],
  );

  return { saved, home, save };
}
