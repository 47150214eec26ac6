import type { Metadata } from 'next';
import { GetPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/shiur-lists/PostList';
import { ChannelSections } from '@/features/streams/server/ChannelSections';
import { channelsClock, loadChannelStreams } from '@/features/streams/server/channel-streams';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Channels' };

/** Channels: each sister platform's live, coming and past streams, then the latest video shiurim. */
export default async function ChannelsPage() {
  const [channels, now, { posts }] = await Promise.all([
    loadChannelStreams(),
    channelsClock(),
    load(GetPostsDocument, { first: 12, filter: { mediaType: 'Video' } }),
  ]);
  return (
    <>
      <h1 id="all">Channels</h1>
      <ChannelSections channels={channels} now={new Date(now)} />
      <h2>Latest videos</h2>
      <PostList connection={posts} />
    </>
  );
}
