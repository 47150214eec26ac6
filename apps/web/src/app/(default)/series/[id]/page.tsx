import type { Metadata } from 'next';
import { GetSeriesDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { SubscribeControl } from '@/components/subscriptions/SubscribeControl';
import { cursorParam, numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';

const loadSeries = (id: string, after?: string) =>
  loadRecord(GetSeriesDocument, { id: numericIdOrNotFound(id), first: 20, after }, (data) => data.series);

export async function generateMetadata({ params }: PageProps<'/series/[id]'>): Promise<Metadata> {
  return { title: (await loadSeries((await params).id)).name };
}

export default async function SeriesPage({ params, searchParams }: PageProps<'/series/[id]'>) {
  const { id } = await params;
  const series = await loadSeries(id, cursorParam((await searchParams).after));
  return (
    <>
      <h1>{series.name}</h1>
      <SubscribeControl kind="series" id={String(series.id)} name={series.name} />
      <p>Topics: {series.topics.join(', ')}</p>
      {series.description ? <p>{series.description}</p> : null}
      <p>{series.postCount} shiurim</p>
      <PostList connection={series.posts} nextHref={(cursor) => `/series/${id}?after=${cursor}`} />
    </>
  );
}
