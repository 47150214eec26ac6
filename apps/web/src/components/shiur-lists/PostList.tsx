import styled from 'styled-components';
import type { PostListFragment, PostSummaryFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { NextPageLink } from './NextPageLink';
import { ShiurRow, ShiurRowScope, shiurRowStyles, type ShiurRowOptions } from './ShiurRow';

/** A list of shiurim (one compact row each) with a link to the next page. */
export function PostList({
  connection,
  emptyText = 'No shiurim yet.',
  nextHref,
  nextLabel,
  ...options
}: {
  connection: PostListFragment;
  emptyText?: string;
  nextHref?: (cursor: string) => string;
  nextLabel?: string;
} & ShiurRowOptions) {
  if (connection.edges.length === 0) return <p>{emptyText}</p>;
  return (
    <>
      <ShiurList data-testid="post-list">
        {connection.edges.map(({ node }) => (
          <li key={node.id}>
            <ShiurRow post={node} {...options} />
          </li>
        ))}
      </ShiurList>
      {nextHref ? (
        <MoreLink>
          <NextPageLink pageInfo={connection.pageInfo} href={nextHref} label={nextLabel} />
        </MoreLink>
      ) : null}
    </>
  );
}

/** One shiur's row on its own, styled where it stands (kept under its earlier name). */
export function PostLine({ post, ...options }: { post: PostSummaryFragment } & ShiurRowOptions) {
  return (
    <ShiurRowScope>
      <ShiurRow post={post} {...options} />
    </ShiurRowScope>
  );
}

/** Rows divided by hairlines; an `ol` numbers its rows (a series' positions). */
export const ShiurList = styled.ul`
  ${shiurRowStyles}
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    border-bottom: 1px solid ${theme.colors.border};
  }
  & > li:first-child {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const MoreLink = styled.p`
  margin: ${theme.space.md} 0;
  a {
    display: inline-block;
    padding: 8px 16px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
  }
`;
