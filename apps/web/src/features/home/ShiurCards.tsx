import styled from 'styled-components';
import type { PostSummaryFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { AuthorNames } from '@/components/shiur-lists/AuthorName';
import { cardGrid } from '@/features/learning/styles';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate, formatDuration } from '@/lib/format';

/** Shiurim as cards: title, teacher, series, medium and length, date. Scannable on a phone. */
export function ShiurCards({
  posts,
  headingLevel = 'h3',
}: {
  posts: readonly PostSummaryFragment[];
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <Grid data-testid="shiur-cards">
      {posts.map((post) => (
        <Card key={post.id}>
          <Title as={headingLevel}>
            <Link href={`/p/${post.id}`}>{post.title}</Link>
          </Title>
          {post.authors.length ? (
            <Meta>
              <AuthorNames authors={post.authors} />
            </Meta>
          ) : null}
          {post.series ? (
            <Meta>
              <Link href={`/series/${post.series.id}`}>{post.series.name}</Link>
            </Meta>
          ) : null}
          <Meta>
            {post.mediaType}
            {post.durationSeconds ? ` · ${formatDuration(post.durationSeconds)}` : ''}
            {post.publishedAt ? (
              <>
                {' · '}
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </>
            ) : null}
          </Meta>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  ${cardGrid}
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0 0 ${theme.space.xs};
  font-size: 1.0625rem;
  line-height: 1.3;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
