import { GetPostsDocument, type PostFilter, type PostSummaryFragment } from '@openshiur/graphql';
import { PostLine } from '@/components/shiur-lists/PostList';
import { load } from '@/server/load';

/**
 * The newest shiurim of a unit that has several references (two mishnayot, three chapters, two
 * simanim): one list per reference, merged newest first, each shiur once. At most `first`.
 */
export async function loadUnitShiurim(
  filters: readonly PostFilter[],
  first: number,
): Promise<PostSummaryFragment[]> {
  const lists = await Promise.all(
    filters.map((filter) => load(GetPostsDocument, { first, filter })),
  );
  const byId = new Map<string, PostSummaryFragment>();
  for (const { posts } of lists)
    for (const { node } of posts.edges) byId.set(String(node.id), node);
  return [...byId.values()]
    .sort(
      (a, b) =>
        (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || Number(b.id) - Number(a.id),
    )
    .slice(0, first);
}

/** The shiurim of today's unit on a programme page (a unit page lists one reference, paged). */
export async function UnitShiurim({
  filters,
  emptyText,
}: {
  filters: readonly PostFilter[];
  emptyText: string;
}) {
  const posts = filters.length ? await loadUnitShiurim(filters, 20) : [];
  if (posts.length === 0) return <p>{emptyText}</p>;
  return (
    <ul data-testid="unit-shiurim">
      {posts.map((post) => (
        <li key={post.id}>
          <PostLine post={post} />
        </li>
      ))}
    </ul>
  );
}
