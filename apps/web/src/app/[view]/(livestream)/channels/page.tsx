import type { Metadata } from 'next';
import { platforms } from '@openshiur/reference-data';
import { GetPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/shiur-lists/PostList';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Channels' };

/** Channels: the sister learning platforms and the latest video shiurim. */
export default async function ChannelsPage() {
  const { posts } = await load(GetPostsDocument, { first: 12, filter: { mediaType: 'Video' } });
  return (
    <>
      <h1>Channels</h1>
      <ul>
        {platforms.map((platform) => (
          <li key={platform.id}>
            {platform.name}: {platform.focus}
          </li>
        ))}
      </ul>
      <h2>Latest videos</h2>
      <PostList connection={posts} />
    </>
  );
}
