import { seriesFeed } from '@/features/series-and-authors/podcast/server/podcast-feeds';

/** The series' podcast feed (RSS 2.0 with iTunes tags): its newest Published audio and video shiurim. */
export async function GET(request: Request, { params }: RouteContext<'/[view]/series/[id]/feed.xml'>) {
  return seriesFeed(request, (await params).id);
}
