import { GetSeriesDocument } from '@openshiur/graphql';
import { loadForRoute } from '@/server/load';
import { podcastArtwork } from '@/features/series-and-authors/podcast/server/podcast-artwork';
import { feedIdFrom, feedNotFound } from '@/features/series-and-authors/podcast/server/podcast-feeds';

/** The series' podcast artwork (itunes:image of its feed): a 1400px square PNG. */
export async function GET(_request: Request, { params }: RouteContext<'/[view]/series/[id]/artwork.png'>) {
  const id = feedIdFrom((await params).id);
  const series = id ? (await loadForRoute(GetSeriesDocument, { id })).series : null;
  if (!series) return feedNotFound();
  return podcastArtwork({ title: series.name, topics: series.topics, caption: series.topics.join(' · ') || 'Shiurim' });
}
