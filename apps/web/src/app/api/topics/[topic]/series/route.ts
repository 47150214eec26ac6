import { topicSeriesResponse } from '@/features/chrome/server/topic-catalogue';

/**
 * GET /api/topics/{topic}/series: one topic's series for the header's topic menu, fetched when the
 * menu is about to open rather than inlined in every page (see features/chrome/client/TopicMenuPanel).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/topics/[topic]/series'>) {
  return topicSeriesResponse((await params).topic);
}
