import { GetPostsDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { ShiurCards } from '../ShiurCards';

/** The home page's newest shiurim, as cards. */
export async function NewestShiurim() {
  const { posts } = await load(GetPostsDocument, { first: 8 });
  return <ShiurCards posts={posts.edges.map((edge) => edge.node)} />;
}
