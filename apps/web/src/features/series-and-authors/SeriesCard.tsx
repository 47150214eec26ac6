import styled, { css } from 'styled-components';
import type { SeriesCardFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { shiurimCount } from '@/lib/counts';
import { SeriesCover, seriesCoverStyles } from './SeriesCover';

/** A series in a grid: its cover, its name (the link), its topics and how many shiurim it holds. */
export function SeriesCard({ series }: { series: SeriesCardFragment }) {
  return (
    <div className="catalogue-card" data-series-card>
      <SeriesCover name={series.name} image={series.image} topics={series.topics} size={64} />
      <div>
        <Link className="catalogue-card__name" href={`/series/${series.id}`}>
          {series.name}
        </Link>
        <p className="catalogue-card__meta">
          {series.topics.join(' · ')}
          {series.topics.length > 0 ? <br /> : null}
          {shiurimCount(series.postCount)}
        </p>
      </div>
    </div>
  );
}

/** The look of `.catalogue-card` (series and author cards). */
const cardStyles = css`
  .catalogue-card {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    height: 100%;
    padding: 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    background: ${theme.colors.surface};
  }
  .catalogue-card__name {
    font-weight: 600;
    line-height: 1.3;
    color: ${theme.colors.text};
    text-decoration: none;
  }
  .catalogue-card__name:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  .catalogue-card__meta {
    margin: 4px 0 0;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
`;

/** A responsive grid of series or author cards: as many columns as fit, one on a phone. */
export const CardGrid = styled.ul`
  ${cardStyles}
  ${seriesCoverStyles}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
