import styled from 'styled-components';
import { GetSeriesByTopicDocument, GetSeriesListDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { NextPageLink } from '@/components/shiur-lists/NextPageLink';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam, firstParam } from '@/lib/route-params';
import { pageParam } from '@/lib/page-param';
import { Pagination } from '@/features/search/results/Pagination';
import { topicFromParam } from '@/features/chrome/topic-columns';
import { slugifyTopic, topicSeriesHref } from '@/features/series-and-authors/topic-anchor';
import { load } from '@/server/load';
import { PartHeading } from '../CatalogueHeader';
import { ListSearch } from '../ListSearch';
import { CardGrid, SeriesCard } from '../SeriesCard';
import { wrappingRow } from '@/components/shiur-lists/panels';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Series cards /series shows per topic before its "All N … series" link: with a large catalogue
 * every series under every one of its topics made the page megabytes long. At 12 the page was
 * still 1.21× its small-seed weight at the large seed (issue 14 allows 1.2×).
 */
export const SERIES_PREVIEW_PER_TOPIC = 8;
/**
 * Series cards per page of one topic's list (/series?topic=…). At 48 a page of Gemara series was
 * 1.26× its small-seed weight at the large seed.
 */
export const TOPIC_SERIES_PAGE_SIZE = 24;

/**
 * /series below the frame: its heading (naming the search or the topic), the search box, then the
 * matching series, one topic's series a page at a time (`?topic=`, where the topic footer's "All N
 * series" links lead), or every topic with its first series.
 */
export async function SeriesBrowser({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const search = firstParam(params.search)?.trim().slice(0, 200) ?? '';
  // An unknown topic is ignored, like a malformed cursor: the visitor sees every topic.
  const topic = search ? null : topicFromParam(firstParam(params.topic));
  return (
    <>
      <h1>{search ? `Series matching “${search}”` : topic ? `${topic} series` : 'Series'}</h1>
      <ListSearch action="/series" label="Search series" search={search} />
      {search ? (
        <SeriesSearchResults search={search} after={cursorParam(params.after)} />
      ) : topic ? (
        <TopicSeries topic={topic} page={pageParam(params.page)} />
      ) : (
        <SeriesByTopic />
      )}
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

/** One topic's series by name, a numbered page at a time, with the link to its shiurim. */
async function TopicSeries({ topic, page }: { topic: string; page: number }) {
  const { topics } = await load(GetSeriesByTopicDocument, {});
  const series = topics.find((entry) => entry.name === topic)?.series ?? [];
  const pageCount = Math.max(1, Math.ceil(series.length / TOPIC_SERIES_PAGE_SIZE));
  const shown = series.slice((page - 1) * TOPIC_SERIES_PAGE_SIZE, page * TOPIC_SERIES_PAGE_SIZE);
  return (
    <section aria-labelledby="topic-series" data-topic={topic}>
      <TopicHeading>
        <PartHeading id="topic-series">
          {series.length === 1 ? '1 series' : `${series.length.toLocaleString('en-US')} series`}, by name
        </PartHeading>
        <Link href={`/search?topics=${encodeURIComponent(topic)}`}>All {topic} shiurim</Link>
      </TopicHeading>
      {shown.length === 0 ? (
        <p>
          {series.length === 0 ? `No ${topic} series yet.` : 'This page is past the end of the list.'}{' '}
          <Link href="/series">Every topic</Link>
        </p>
      ) : (
        <CardGrid data-testid="topic-series">
          {shown.map((item) => (
            <li key={item.id}>
              <SeriesCard series={item} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination page={page} pageCount={pageCount} href={(target) => topicSeriesHref(topic, target)} />
    </section>
  );
}

/**
 * Every topic with its size and first series (a series under each of its topics), each with a link
 * to all of its series, and a list of topics to jump to.
 */
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
            {topic.series.slice(0, SERIES_PREVIEW_PER_TOPIC).map((series) => (
              <li key={series.id}>
                <SeriesCard series={series} />
              </li>
            ))}
          </CardGrid>
          {topic.series.length > SERIES_PREVIEW_PER_TOPIC ? (
            <More>
              <Link href={topicSeriesHref(topic.name)}>
                All {topic.series.length.toLocaleString('en-US')} {topic.name} series
              </Link>
            </More>
          ) : null}
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
