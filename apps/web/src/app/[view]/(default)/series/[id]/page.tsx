import { Suspense } from 'react';
import type { Metadata } from 'next';
import { GetSeriesDocument } from '@openshiur/graphql';
import { CatalogueHeader, Facts } from '@/features/series-and-authors/CatalogueHeader';
import { FeedLink } from '@/features/series-and-authors/FeedLink';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { NewestShiur } from '@/features/series-and-authors/server/NewestShiur';
import { SeriesCover } from '@/features/series-and-authors/SeriesCover';
import { SeriesShiurim } from '@/features/series-and-authors/server/SeriesShiurim';
import { TeacherList } from '@/features/series-and-authors/TeacherList';
import { SiteAdSlot } from '@/features/ads/server/SiteAdSlot';
import { TopicLinks } from '@/features/series-and-authors/TopicLinks';
import { SubscribeControl } from '@/features/account/subscriptions/server/SubscribeControl';
import { shiurimCount } from '@/lib/counts';
import { feedAlternate, seriesFeedPath } from '@/features/series-and-authors/podcast/feed-paths';
import { numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { GetAllSeriesDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { someIds } from '@/server/static-params';
import { pageQuery, renderingOf } from '@/server/page-view';

const loadSeries = (id: string) => loadRecord(GetSeriesDocument, { id: numericIdOrNotFound(id) }, (data) => data.series);

/** A few series are prerendered at build; the rest are rendered on first visit, then cached. */
export const generateStaticParams = () =>
  someIds(load(GetAllSeriesDocument, { includeEmpty: false }).then(({ allSeries }) => allSeries.map((series) => series.id)));

export async function generateMetadata({ params }: PageProps<'/[view]/series/[id]'>): Promise<Metadata> {
  const series = await loadSeries((await params).id);
  return {
    title: series.name,
    description: series.description ?? undefined,
    alternates: feedAlternate(seriesFeedPath(series.id), `${series.name} (podcast)`),
  };
}

/**
 * /series/{id}: the series (picture, topics, teachers, description, subscribe, podcast feed), its
 * newest shiur, and every shiur in the series' own order, page by page under section headings.
 */
export default async function SeriesPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/series/[id]'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const series = await loadSeries((await params).id);
  return (
    <>
      <CatalogueHeader
        eyebrow="Series"
        title={series.name}
        picture={<SeriesCover name={series.name} image={series.image} topics={series.topics} size={128} narrowSize={72} />}
        actions={
          <>
            <SubscribeControl rendering={await renderingOf(params)} kind="series" id={String(series.id)} name={series.name} />
            <FeedLink href={seriesFeedPath(series.id)} what={series.name} />
          </>
        }
      >
        <Facts>
          {series.topics.length > 0 ? (
            <span>
              <TopicLinks topics={series.topics} />
            </span>
          ) : null}
          <span>{shiurimCount(series.postCount)}</span>
        </Facts>
        <TeacherList authors={series.authors} />
        {series.description ? <p>{series.description}</p> : null}
      </CatalogueHeader>

      <NewestShiur seriesId={series.id} />
      <SiteAdSlot slot="series" />

      <Suspense fallback={<ListLoading />}>
        <SeriesShiurim seriesId={series.id} orderOption={series.orderOption} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
