import styled from 'styled-components';
import type { GetStudioPostsQuery } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate, formatDateTime } from '@/lib/format';
import { studioListHref, type StudioListState } from './studio-params';

type StudioPost = GetStudioPostsQuery['studioPosts']['posts'][number];

/**
 * The studio's posts, one row each: the title opens the post's form; a series or author name
 * narrows the list to it (a link, so it works without JavaScript).
 */
export function StudioPostTable({ posts, state, timeZone }: { posts: StudioPost[]; state: StudioListState; timeZone: string }) {
  return (
    <StudioTable data-testid="studio-posts">
      <caption className="visually-hidden">Posts</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Series</th>
          <th scope="col">Authors</th>
          <th scope="col">Changed</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id} data-status={post.status}>
            <td>
              <Link href={`/studio/posts/${post.id}`}>{post.title}</Link>
              {post.status === 'Published' ? (
                <>
                  {' '}
                  <When>
                    (<Link href={`/p/${post.id}`}>on the site</Link>)
                  </When>
                </>
              ) : null}
            </td>
            <td>
              <Status data-status={post.status}>{post.status}</Status>
              {post.status === 'Scheduled' && post.scheduledFor ? <When> for {formatDateTime(post.scheduledFor, timeZone)}</When> : null}
            </td>
            <td>
              {post.series ? (
                <Link href={studioListHref(state, { series: post.series.id })} title={`Only posts of ${post.series.name}`}>
                  {post.series.name}
                </Link>
              ) : (
                <When>none</When>
              )}
            </td>
            <td>
              {post.authors.map((author, index) => (
                <span key={author.id}>
                  {index > 0 ? ', ' : null}
                  <Link href={studioListHref(state, { author: author.id })} title={`Only posts by ${author.name}`}>
                    {author.name}
                  </Link>
                </span>
              ))}
            </td>
            <td>
              <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </StudioTable>
  );
}

/** The studio's lists' table (posts, series, authors, …). */
export const StudioTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
  }

  th {
    font-weight: 600;
    background: ${theme.colors.surfaceMuted};
  }
`;

const Status = styled.span`
  font-weight: 600;

  &[data-status='Draft'],
  &[data-status='Inactive'] {
    color: ${theme.colors.muted};
  }
`;

const When = styled.span`
  color: ${theme.colors.muted};
`;
