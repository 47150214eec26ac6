import { GetPostsDocument, type PostFilter } from '@openshiur/graphql';
import { load } from '@/server/load';
import { PostList } from './PostList';

/** A special page: a heading, an introduction and the shiurim matching one filter. */
export async function FilteredPostsPage({ title, intro, filter, emptyText }: {
  title: string;
  intro: string;
  filter: PostFilter;
  emptyText?: string;
}) {
  const { posts } = await load(GetPostsDocument, { first: 20, filter });
  return (
    <>
      <h1>{title}</h1>
      <p>{intro}</p>
      <PostList connection={posts} emptyText={emptyText} />
    </>
  );
}
