import { authorFeed } from '@/features/series-and-authors/podcast/server/podcast-feeds';

/** The author's podcast feed (RSS 2.0 with iTunes tags): their newest Published audio and video shiurim. */
export async function GET(request: Request, { params }: RouteContext<'/[view]/author/[id]/feed.xml'>) {
  return authorFeed(request, (await params).id);
}
