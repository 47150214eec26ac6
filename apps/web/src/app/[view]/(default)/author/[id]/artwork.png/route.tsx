import { GetAuthorDocument } from '@openshiur/graphql';
import { loadForRoute } from '@/server/load';
import { podcastArtwork } from '@/features/series-and-authors/podcast/server/podcast-artwork';
import { feedIdFrom, feedNotFound } from '@/features/series-and-authors/podcast/server/podcast-feeds';

/** The author's podcast artwork (itunes:image of their feed): a 1400px square PNG. */
export async function GET(_request: Request, { params }: RouteContext<'/[view]/author/[id]/artwork.png'>) {
  const id = feedIdFrom((await params).id);
  const author = id ? (await loadForRoute(GetAuthorDocument, { id })).author : null;
  if (!author) return feedNotFound();
  const topics = [...new Set(author.series.flatMap((series) => series.topics))];
  return podcastArtwork({ title: author.plainName, topics, caption: 'Shiurim' });
}
