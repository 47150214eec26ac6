import type { PostFilter } from '@openshiur/graphql';
import { GetPostsDocument } from '@openshiur/graphql';
import { cursorParam } from '@/lib/route-params';
import { load } from '@/server/load';
import { PostList } from '../PostList';

/**
 * The shiurim matching a filter, one page at a time (`?after=` from the list's own "More" link).
 * It reads the search params itself, so a page renders it under `<Suspense>` and keeps its own
 * top level static.
 */
export async function PagedPosts({ filter, path, searchParams, emptyText, pageSize = 20 }: {
  filter: PostFilter;
  /** The page's own path, for the "More" link. */
  path: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  emptyText: string;
  pageSize?: number;
}) {
  const after = cursorParam((await searchParams).after);
  const { posts } = await load(GetPostsDocument, { first: pageSize, after, filter });
  return <PostList connection={posts} emptyText={emptyText} nextHref={(cursor) => `${path}?after=${cursor}`} />;
}
