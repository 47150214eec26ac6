import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetSeriesDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { cursorParam, numericIdOrNotFound } from '@/lib/route-params';
import { load } from '@/server/load';

async function loadSeries(id: string, after?: string) {
  const { series } = await load(GetSeriesDocument, { id: numericIdOrNotFound(id), first: 20, after });
  if (!series) notFound();
  return series;
}

export async function generateMetadata({ params }: PageProps<'/series/[id]'>): Promise<Metadata> {
  return { title: (await loadSeries((await params).id)).name };
}

export default async function SeriesPage({ params, searchParams }: PageProps<'/series/[id]'>) {
  const { id } = await params;
  const series = await loadSeries(id, cursorParam((await searchParams).after));
  return (
    <>
      <h1>{series.name}</h1>
      <p>Topics: {series.topics.join(', ')}</p>
      {series.description ? <p>{series.description}</p> : null}
      <p>{series.postCount} shiurim</p>
      <PostList connection={series.posts} nextHref={(cursor) => `/series/${id}?after=${cursor}`} />
    </>
  );
}
