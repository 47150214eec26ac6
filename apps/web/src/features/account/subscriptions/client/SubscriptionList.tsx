'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import type { SubscriptionKind } from '../subscription-target';
import { useSubscriptionChange } from './use-subscription-change';

export interface SubscriptionItem {
  id: string;
  /** Sanitized HTML for authors (inline markup), plain text for series. */
  name: string;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '');

/**
 * The profile's list of followed series or authors, each with an Unsubscribe button. An item
 * leaves the list at once (optimistic) and comes back with an error if the server refuses.
 */
export function SubscriptionList({
  kind,
  items,
  emptyText,
}: {
  kind: SubscriptionKind;
  items: SubscriptionItem[];
  emptyText: string;
}) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const visible = items.filter((item) => !removed.has(item.id));
  return (
    <>
      {visible.length === 0 ? <p>{emptyText}</p> : null}
      <List data-subscriptions={kind}>
        {visible.map((item) => (
          <Row
            key={item.id}
            kind={kind}
            item={item}
            onRemoved={() => {
              setRemoved((current) => new Set(current).add(item.id));
              setAnnouncement(`You unsubscribed from ${plain(item.name)}.`);
            }}
            onRestored={() =>
              setRemoved((current) => {
                const next = new Set(current);
                next.delete(item.id);
                return next;
              })
            }
          />
        ))}
      </List>
      <Status role="status">{announcement}</Status>
    </>
  );
}

function Row({
  kind,
  item,
  onRemoved,
  onRestored,
}: {
  kind: SubscriptionKind;
  item: SubscriptionItem;
  onRemoved: () => void;
  onRestored: () => void;
}) {
  const { change, pending } = useSubscriptionChange({ kind, id: item.id });
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const href = kind === 'series' ? `/series/${item.id}` : `/author/${item.id}`;

  const unsubscribe = async () => {
    setError(null);
    setHidden(true);
    const outcome = await change(false);
    if (!outcome) return;
    if (outcome.ok && !outcome.subscribed) {
      onRemoved();
      return;
    }
    setHidden(false);
    onRestored();
    setError(
      outcome.ok
        ? 'Could not unsubscribe. Please try again.'
        : outcome.unauthenticated
          ? 'Your session has ended. Please sign in again.'
          : 'Could not unsubscribe. Please try again.',
    );
  };

  if (hidden) return null;
  return (
    <li>
      {kind === 'author' ? (
        <SiteLink href={href} dangerouslySetInnerHTML={{ __html: item.name }} />
      ) : (
        <SiteLink href={href}>{item.name}</SiteLink>
      )}
      <Button
        type="button"
        size="small"
        variant="secondary"
        aria-label={`Unsubscribe from ${plain(item.name)}`}
        disabled={pending}
        onClick={() => void unsubscribe()}
      >
        Unsubscribe
      </Button>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${theme.space.sm} 0 ${theme.space.lg};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid #e5e1d8;
  }
`;

const ErrorText = styled.p`
  color: #b3261e;
  font-size: 0.875rem;
  margin: 0;
  flex-basis: 100%;
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
