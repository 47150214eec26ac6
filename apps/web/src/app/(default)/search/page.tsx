import type { Metadata } from 'next';
import { topics, type Topic } from '@openshiur/reference-data';
import { GetPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { cursorParam, firstParam } from '@/lib/route-params';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Search' };

/** /search?q={text}&topics={topic}: posts whose titles hold the words, optionally in one topic. */
export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const params = await searchParams;
  const q = firstParam(params.q)?.trim().slice(0, 200) ?? '';
  const requestedTopic = firstParam(params.topics);
  const topic = topics.find((name) => name === requestedTopic) as Topic | undefined;
  const { posts } = await load(GetPostsDocument, {
    first: 20,
    after: cursorParam(params.after),
    filter: { text: q || undefined, topic },
  });
  const heading = [q && `“${q}”`, topic].filter(Boolean).join(' in ') || 'All shiurim';
  const base = new URLSearchParams({ ...(q ? { q } : {}), ...(topic ? { topics: topic } : {}) });
  return (
    <>
      <h1>Search: {heading}</h1>
      <form action="/search" method="get" role="search">
        <label>
          Search <input type="search" name="q" defaultValue={q} />
        </label>
        {topic ? <input type="hidden" name="topics" value={topic} /> : null}
      </form>
      {requestedTopic && !topic ? <p>There is no topic “{requestedTopic}”; showing all topics.</p> : null}
      <p>{posts.totalCount} results</p>
      <PostList
        connection={posts}
        emptyText="No posts found."
        nextHref={(cursor) => `/search?${new URLSearchParams([...base, ['after', cursor]])}`}
      />
    </>
  );
}
