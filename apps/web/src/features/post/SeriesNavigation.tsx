import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import type { FullPost } from '@/features/post/full-post';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { sidebarBox } from './sidebar-box';

type Neighbour = NonNullable<FullPost['previousInSeries']>;

/**
 * The post's place in its series: the series, and the shiurim just before and after it in the
 * series' own order (by daf, parsha, episode...), as the series page lists them.
 */
export function SeriesNavigation({ post }: { post: FullPost }) {
  if (!post.series) return null;
  const { previousInSeries: previous, nextInSeries: next } = post;
  return (
    <Box aria-labelledby="series-navigation-heading" data-series-navigation="">
      <h2 id="series-navigation-heading">In this series</h2>
      <SeriesName>
        <Link href={`/series/${post.series.id}`}>{post.series.name}</Link>
        {post.learning.episodeNumber != null ? <Position> · Shiur {post.learning.episodeNumber}</Position> : null}
      </SeriesName>
      {previous || next ? (
        <Steps>
          {previous ? <Step neighbour={previous} direction="previous" /> : null}
          {next ? <Step neighbour={next} direction="next" /> : null}
        </Steps>
      ) : (
        <Muted>The only shiur in this series so far.</Muted>
      )}
    </Box>
  );
}

function Step({ neighbour, direction }: { neighbour: Neighbour; direction: 'previous' | 'next' }) {
  return (
    <li data-series-step={direction}>
      <StepLink href={`/p/${neighbour.id}`} rel={direction === 'previous' ? 'prev' : 'next'}>
        <StepLabel>
          {direction === 'previous' ? (
            <>
              <span aria-hidden="true">← </span>Previous
            </>
          ) : (
            <>
              Next<span aria-hidden="true"> →</span>
            </>
          )}
        </StepLabel>
        <StepTitle>{neighbour.title}</StepTitle>
      </StepLink>
    </li>
  );
}

const Box = styled.nav`
  ${sidebarBox}
`;

const SeriesName = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-weight: 600;
  a {
    color: ${theme.colors.primary};
  }
`;

const Position = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

const Steps = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  [data-series-step='next'] {
    text-align: end;
  }
`;

const StepLink = styled(Link)`
  display: block;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.small};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StepLabel = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const StepTitle = styled.span`
  display: block;
  color: ${theme.colors.primary};
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;
