'use client';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { LIVE_STREAMS_ENDPOINT, type LiveStreamsBody } from '../live-streams-body';
import { channelPath } from '../stream-links';

/** How often the badge asks again while the tab is visible. */
const REFRESH_MS = 60_000;

/**
 * "Live now" in the header's notifications area while a stream is live, linking to its channel.
 * It asks GET /api/streams/live after the page has loaded and every minute while the tab is
 * visible (at once when it becomes visible again), so pages stay cached the same for everyone.
 */
export function LiveBadge() {
  const [live, setLive] = useState<LiveStreamsBody['live']>([]);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      try {
        const response = await fetch(LIVE_STREAMS_ENDPOINT, { headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const body = (await response.json()) as LiveStreamsBody;
        if (!stopped) setLive(body.live);
      } catch {
        // Offline or the server is away: the badge keeps what it knew (the Offline badge says the rest).
      }
    };
    void refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);

  const first = live[0];
  if (!first) return null;
  const label = live.length === 1 ? `Live now: ${first.title}` : `${live.length} streams live now`;
  return (
    <Badge href={channelPath(first.platformId)} data-testid="live-badge" aria-label={label} title={label}>
      <Dot aria-hidden="true" />
      <Text>Live now</Text>
    </Badge>
  );
}

const Badge = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px 8px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  font-size: 0.875rem;
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * White on the danger red (6.3:1). Set on the text itself: the header makes its links inherit the
 * header's dark text colour with a more specific rule than the badge's own class.
 */
const Text = styled.span`
  color: #fff;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: #fff;
`;
