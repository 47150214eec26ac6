import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { PostListFragment, PostSummaryFragment } from '@openshiur/graphql';
import { formatDuration } from '@/lib/format';
import { AuthorNames } from './AuthorName';
import { NextPageLink } from './NextPageLink';

/** A plain list of post summaries with a link to the next page. */
export function PostList({ connection, emptyText = 'No shiurim yet.', nextHref }: {
  connection: PostListFragment;
  emptyText?: string;
  nextHref?: (cursor: string) => string;
}) {
  if (connection.edges.length === 0) return <p>{emptyText}</p>;
  return (
    <>
      <ul data-testid="post-list">
        {connection.edges.map(({ node }) => (
          <li key={node.id}>
            <PostLine post={node} />
          </li>
        ))}
      </ul>
      {nextHref ? <NextPageLink pageInfo={connection.pageInfo} href={nextHref} /> : null}
    </>
  );
}

export function PostLine({ post }: { post: PostSummaryFragment }) {
  return (
    <>
      <Link href={`/p/${post.id}`}>{post.title}</Link> <small>({post.mediaType}
      {post.durationSeconds ? `, ${formatDuration(post.durationSeconds)}` : ''})</small>
      {post.authors.length > 0 ? (
        <>
          {' '}
          by <AuthorNames authors={post.authors} />
        </>
      ) : null}
    </>
  );
}
