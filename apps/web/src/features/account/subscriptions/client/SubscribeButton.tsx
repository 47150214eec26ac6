'use client';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@openshiur/ui';
import { loginHref } from '@/features/account/login-href';
import { usePageViewer } from '@/features/account/client/page-viewer-store';
import type { SubscriptionTarget } from '../subscription-target';
import { useSubscriptionChange } from './use-subscription-change';

export interface SubscribeButtonProps extends SubscriptionTarget {
  /** Plain text name, for the announcement after a change. */
  name: string;
  initialSubscribed: boolean;
  signedIn: boolean;
}

/**
 * Subscribe/unsubscribe toggle for a series or an author page. Optimistic: the button changes at
 * once and goes back, with a visible error, if the server refuses. Signed out, a click goes through
 * sign-in, which follows the series or author as it completes (the request travels in the sealed
 * sign-in state, not in this page's address) and comes back here.
 */
export function SubscribeButton({
  kind,
  id,
  name,
  initialSubscribed,
  signedIn: signedInOnServer,
}: SubscribeButtonProps) {
  const [subscribed, setSubscribed] = useState(initialSubscribed);
  // On a shared page the server spliced a signed-in viewer into, the viewer's record says whether
  // they follow this series or author (known once the page has hydrated).
  const viewer = usePageViewer();
  const signedIn = signedInOnServer || Boolean(viewer);
  const viewerFollows = viewer ? (kind === 'series' ? viewer.subscribedSeriesIds : viewer.subscribedAuthorIds).includes(id) : undefined;
  useEffect(() => {
    if (!signedInOnServer && viewerFollows !== undefined) setSubscribed(viewerFollows);
  }, [signedInOnServer, viewerFollows]);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { change, pending } = useSubscriptionChange({ kind, id });

  const goSignIn = () => {
    const { pathname, search } = window.location;
    window.location.assign(loginHref(`${pathname}${search}`, { kind, id }));
  };

  const apply = async (next: boolean) => {
    setError(null);
    setSubscribed(next);
    const outcome = await change(next);
    if (!outcome) return;
    if (outcome.ok) {
      setSubscribed(outcome.subscribed);
      setAnnouncement(
        outcome.subscribed ? `You are subscribed to ${name}.` : `You unsubscribed from ${name}.`,
      );
      return;
    }
    setSubscribed(!next);
    if (outcome.unauthenticated) {
      // The session ended meanwhile: sign in again and finish the change afterwards.
      if (next) goSignIn();
      else setError('Your session has ended. Please sign in again.');
      return;
    }
    setError(
      next ? 'Could not subscribe. Please try again.' : 'Could not unsubscribe. Please try again.',
    );
  };

  return (
    <Wrapper>
      <Button
        type="button"
        variant={subscribed ? 'secondary' : 'primary'}
        size="small"
        aria-pressed={signedIn ? subscribed : undefined}
        aria-busy={pending || undefined}
        data-subscribe={`${kind}:${id}`}
        onClick={() => {
          if (!signedIn) goSignIn();
          else if (!pending) void apply(!subscribed);
        }}
      >
        {/* A toggle keeps its name; the state is aria-pressed (and the check mark and style). */}
        {subscribed ? <span aria-hidden="true">✓ </span> : null}
        Subscribe
      </Button>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {error ? (
        <Error role="alert" data-subscribe-error>
          {error}
        </Error>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Error = styled.p`
  color: #b3261e;
  font-size: 0.875rem;
  margin: 0;
`;
