'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GetListeningProgressDocument, SaveListeningProgressDocument } from '@openshiur/graphql';
import { browserStorage, readLocalProgress, writeLocalProgress } from './player-storage';

/** Where positions are kept: the listener's account (signed in) or this browser (anonymous). */
export type ProgressHome = 'account' | 'browser';

export interface ListeningProgressState {
  /** undefined while still finding out; null when nothing is remembered. */
  saved: number | null | undefined;
  home: ProgressHome | undefined;
  save(positionSeconds: number): void;
}

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * Where the listener left off in a post, and saving it. Signed in (the API's `me` answers), the
 * position lives in the database; anonymous, in localStorage. A signed-in listener with nothing
 * saved yet gets what this browser remembers from before signing in. If the session ends while
 * listening, saving carries on in the browser.
 */
export function useListeningProgress(postId: string, serviceId: string): ListeningProgressState {
  const client = useApolloClient();
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const [home, setHome] = useState<ProgressHome | undefined>(undefined);
  const homeRef = useRef<ProgressHome>('browser');

  useEffect(() => {
    let cancelled = false;
    const local = readLocalProgress(browserStorage(), postId)?.positionSeconds ?? null;
    client
      .query({
        query: GetListeningProgressDocument,
        variables: { input: { services: serviceId }, postId },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (cancelled) return;
        const me = data?.me;
        homeRef.current = me ? 'account' : 'browser';
        setHome(homeRef.current);
        setSaved(me ? (me.listeningProgress?.positionSeconds ?? local) : local);
      })
      .catch(() => {
        // An expired session or no connection: the browser's memory is what there is.
        if (cancelled) return;
        homeRef.current = 'browser';
        setHome('browser');
        setSaved(local);
      });
    return () => {
      cancelled = true;
    };
  }, [client, postId, serviceId]);

  const save = useCallback(
    (positionSeconds: number) => {
      if (homeRef.current === 'browser') {
        writeLocalProgress(browserStorage(), postId, positionSeconds, Date.now());
        return;
      }
      client
        .mutate({
          mutation: SaveListeningProgressDocument,
          // The time of the position, so a save that arrives after a newer one is ignored.
          variables: { postId, positionSeconds, listenedAt: new Date().toISOString() },
          fetchPolicy: 'no-cache',
          // keepalive: a save sent while the page is being left still reaches the server.
          context: { fetchOptions: { keepalive: true } },
        })
        .catch((error: unknown) => {
          if (isUnauthenticated(error)) {
            homeRef.current = 'browser';
            setHome('browser');
          }
          // Not saved on the server (offline, signed out): keep it in this browser meanwhile.
          writeLocalProgress(browserStorage(), postId, positionSeconds, Date.now());
        });
    },
    [client, postId],
  );

  return { saved, home, save };
}
