import styled from 'styled-components';
import { GetFeaturedSeriesCandidatesDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cardGrid } from '@/features/learning/styles';
import { formatDate } from '@/lib/format';
import { load } from '@/server/load';
import { pickFeaturedSeries } from '../featured-series';
import { Eyebrow } from '../home-styles';

/** One series from each of several topics, with its size and latest shiur. */
export async function FeaturedSeries() {
  const { topics } = await load(GetFeaturedSeriesCandidatesDocument, {});
  const picks = pickFeaturedSeries(topics);
  if (picks.length === 0) return <p>No series yet.</p>;
  return (
    <SeriesGrid data-testid="featured-series">
      {picks.map(({ topic, series }) => (
        <SeriesCard key={series.id}>
          <Eyebrow>{topic}</Eyebrow>
          <SeriesName>
            <Link href={`/series/${series.id}`}>{series.name}</Link>
          </SeriesName>
          <SeriesMeta>
            {series.postCount} shiurim
            {series.latestPostAt ? (
              <>
                {' · latest '}
                <time dateTime={series.latestPostAt}>{formatDate(series.latestPostAt)}</time>
              </>
            ) : null}
          </SeriesMeta>
        </SeriesCard>
      ))}
    </SeriesGrid>
  );
}

const SeriesGrid = styled.ul`
  ${cardGrid}
`;

const SeriesCard = styled.li`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.medium};
  ${Eyebrow} {
    color: ${theme.colors.muted};
    opacity: 1;
  }
`;

const SeriesName = styled.h3`
  margin: ${theme.space.xs} 0;
  font-size: 1.0625rem;
`;

const SeriesMeta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
