import 'server-only';
import { cacheLife } from 'next/cache';
import type { Topic } from '@openshiur/reference-data';
import { loadAllSeries } from '@/server/first-render';
import {
  FOOTER_SERIES_PER_TOPIC,
  seriesOfTopic,
  summarizeTopics,
  topicFromParam,
  type SeriesLink,
  type TopicSeriesBody,
  type TopicSummary,
} from '../topic-columns';

/**
 * What every page's chrome needs of the catalogue: per topic, its count (the menu reserves room
 * for the list) and its first series (the footer). A few kilobytes, however many series there are:
 * the full lists are fetched by the menu when it opens (see topicSeriesResponse).
 *
 * Cached on its own so each page's render does not re-sort the catalogue; the series list it is
 * computed from is a tagged cached read, whose tags Next carries over to this entry, so a content
 * change refreshes it too.
 */
export async function loadTopicSummaries(): Promise<TopicSummary[]> {
  'use cache';
  cacheLife('content');
  return summarizeTopics(await loadAllSeries(), FOOTER_SERIES_PER_TOPIC);
}

/** One topic's series by name, as the menu lists them. Cached and tagged like loadTopicSummaries. */
export async function loadTopicSeries(topic: Topic): Promise<SeriesLink[]> {
  'use cache';
  cacheLife('content');
  return seriesOfTopic(await loadAllSeries(), topic).map(({ id, name }) => ({ id, name }));
}

/**
 * Browsers and CDNs may keep a topic's list for five minutes (the `content` cache life's `stale`)
 * and serve it stale for a day while they refresh it: a renamed series shows within minutes, and
 * the menu opens instantly on every page after the first.
 */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** GET /api/topics/{topic}/series: the topic menu's list for one topic, as JSON. */
export async function topicSeriesResponse(param: string): Promise<Response> {
  const topic = topicFromParam(param);
  if (!topic) {
    return Response.json({ error: 'No such topic.' }, { status: 404, headers: { 'cache-control': 'public, max-age=300' } });
  }
  const body: TopicSeriesBody = { topic, series: await loadTopicSeries(topic) };
  return Response.json(body, { headers: { 'cache-control': CACHE_CONTROL } });
}
