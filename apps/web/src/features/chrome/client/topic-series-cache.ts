import type { Topic } from '@openshiur/reference-data';
import { isTopicSeriesBody, topicSeriesPath, type SeriesLink } from '../topic-columns';

/**
 * How long this tab reuses a topic's list before asking again: the fragment's own max-age, so a
 * request after that goes to the browser's cache, which revalidates it in the background.
 */
export const TOPIC_SERIES_REUSE_MS = 300_000;

type Fetch = (input: string) => Promise<Response>;

const lists = new Map<Topic, { at: number; series: Promise<SeriesLink[]> }>();

/**
 * One topic's series for the menu, fetched once however often the menu opens or is hovered (the
 * prefetch on pointerenter and the opening click share the request). A failure is forgotten, so the
 * next opening asks again.
 */
export function fetchTopicSeries(topic: Topic, fetcher: Fetch = (input) => fetch(input), now = Date.now()): Promise<SeriesLink[]> {
  const known = lists.get(topic);
  if (known && now - known.at < TOPIC_SERIES_REUSE_MS) return known.series;
  const series = fetcher(topicSeriesPath(topic)).then(async (response) => {
    if (!response.ok) throw new Error(`The ${topic} series answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isTopicSeriesBody(body) || body.topic !== topic) throw new Error(`The ${topic} series came back malformed`);
    return body.series;
  });
  lists.set(topic, { at: now, series });
  series.catch(() => {
    if (lists.get(topic)?.series === series) lists.delete(topic);
  });
  return series;
}

/** Forgets every list (tests). */
export function forgetTopicSeries(): void {
  lists.clear();
}
