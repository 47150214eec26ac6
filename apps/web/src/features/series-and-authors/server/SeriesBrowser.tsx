import styled from 'styled-components';
import { GetSeriesByTopicDocument, GetSeriesListDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { NextPageLink } from '@/components/shiur-lists/NextPageLink';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam, firstParam } from '@/lib/route-params';
import { slugifyTopic } from '@/features/series-and-authors/topic-anchor';
import { load } from '@/server/load';
import { PartHeading } from '../CatalogueHeader';
import { ListSearch } from '../ListSearch';
import { CardGrid, SeriesCard } from '../SeriesCard';
import { wrappingRow } from '@/components/shiur-lists/panels';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /series below the frame: its heading (naming the search), the search box, then the matching series or every series by topic. */
export async function SeriesBrowser({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const search = firstParam(params.search)?.trim().slice(0, 200) ?? '';
  return (
    <>
      <h1>{search ? `Series matching “${search}”` : 'Series'}</h1>
      <ListSearch action="/series" label="Search series" search={search} />
      {search ? <SeriesSearchResults search={search} after={cursorParam(params.after)} /> : <SeriesByTopic />}
    </>
  );
}

async function SeriesSearchResults({ search, after }: { search: string; after?: string }) {
  const { seriesList } = await load(GetSeriesListDocument, { first: 48, after, search });
  return (
    <section aria-labelledby="series-results">
      <PartHeading id="series-results" aria-live="polite">
        {seriesList.totalCount === 1 ? '1 series' : `${seriesList.totalCount.toLocaleString('en-US')} series`} found
      </PartHeading>
      {seriesList.edges.length === 0 ? (
        <p>
          No series found. Try another spelling, or <Link href={`/search?q=${encodeURIComponent(search)}`}>search the shiurim</Link>.
        </p>
      ) : (
        <CardGrid data-testid="series-results">
          {seriesList.edges.map(({ node }) => (
            <li key={node.id}>
              <SeriesCard series={node} />
            </li>
          ))}
        </CardGrid>
      )}
      <More>
        <NextPageLink pageInfo={seriesList.pageInfo} href={(cursor) => `/series?${new URLSearchParams({ search, after: cursor })}`} label="More series" />
      </More>
    </section>
  );
}

/** Every topic with its series (a series under each of its topics), and a list of topics to jump to. */
async function SeriesByTopic() {
  const { topics } = await load(GetSeriesByTopicDocument, {});
  const withSeries = topics.filter((topic) => topic.series.length > 0);
  return (
    <>
      <TopicJump aria-label="Topics">
        <ul>
          {withSeries.map((topic) => (
            <li key={topic.name}>
              <a href={`#${slugifyTopic(topic.name)}`}>
                {topic.name} <small>({topic.series.length})</small>
              </a>
            </li>
          ))}
        </ul>
      </TopicJump>
      {withSeries.map((topic) => (
        <section key={topic.name} aria-labelledby={slugifyTopic(topic.name)} data-topic={topic.name}>
          <TopicHeading>
            <PartHeading id={slugifyTopic(topic.name)}>{topic.name}</PartHeading>
            <Link href={`/search?topics=${encodeURIComponent(topic.name)}`}>All {topic.name} shiurim</Link>
          </TopicHeading>
          <CardGrid>
            {topic.series.map((series) => (
              <li key={series.id}>
                <SeriesCard series={series} />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </>
  );
}

const TopicJump = styled.nav`
  ul {
    ${wrappingRow}
  }
  a {
    display: inline-block;
    padding: 4px 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    text-decoration: none;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

const TopicHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  h2 {
    margin-bottom: ${theme.space.md};
  }
`;

const More = styled.p`
  margin: ${theme.space.lg} 0;
`;
