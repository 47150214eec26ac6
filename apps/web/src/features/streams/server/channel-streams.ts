import 'server-only';
import { cacheLife } from 'next/cache';
import { GetChannelStreamsDocument, type StreamFieldsFragment } from '@openshiur/graphql';
import { platforms } from '@openshiur/reference-data';
import { load } from '@/server/load';

export interface ChannelStreams {
  platform: (typeof platforms)[number];
  live: StreamFieldsFragment[];
  upcoming: StreamFieldsFragment[];
  past: StreamFieldsFragment[];
}

/**
 * The clock the /channels page reads to tell an Upcoming stream past its time: cached with the
 * page's own content life, so the page stays one prerendered, publicly cached page (its
 * Cache-Control unchanged) and the label is at most that old.
 */
export async function channelsClock(): Promise<string> {
  'use cache';
  cacheLife('content');
  return new Date().toISOString();
}

/** Every platform's streams, live, coming and past, in the platforms' order (one cached read, tagged by its streams). */
export async function loadChannelStreams(): Promise<ChannelStreams[]> {
  const { live, upcoming, past } = await load(GetChannelStreamsDocument, {});
  const of = (streams: StreamFieldsFragment[], platformId: string) => streams.filter((stream) => stream.platformId === platformId);
  return platforms.map((platform) => ({
    platform,
    live: of(live, platform.id),
    upcoming: of(upcoming, platform.id),
    past: of(past, platform.id),
  }));
}
