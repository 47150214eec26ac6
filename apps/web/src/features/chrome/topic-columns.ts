import { topics, type Topic } from '@openshiur/reference-data';
import { MENU_COLUMN_THRESHOLD } from '@openshiur/ui';

/** The product's footers: topic indices per footer column. */
export const TOPIC_FOOTER_COLUMNS: readonly (readonly number[])[] = [[0], [1, 8], [2, 3, 4, 5], [6, 7]];

/**
 * Series the topic footer lists per topic before its "All N … series" link. Every page carries the
 * footer, so it stays a fixed size however large the catalogue grows (1,200 series inlined twice
 * made every page over a megabyte).
 */
export const FOOTER_SERIES_PER_TOPIC = 8;

export interface SeriesLike {
  id: string;
  name: string;
  topics: readonly string[];
}

/** What a menu or footer link needs of a series. */
export interface SeriesLink {
  id: string;
  name: string;
}

/** One topic as the chrome shows it on every page: how many series it has and the first few by name. */
export interface TopicSummary {
  topic: Topic;
  count: number;
  first: SeriesLink[];
}

const byName = (a: SeriesLink, b: SeriesLink) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Series of one topic, sorted by name ascending (menu and footer use the same order). */
export function seriesOfTopic<T extends SeriesLike>(allSeries: readonly T[], topic: Topic): T[] {
  return allSeries.filter((series) => series.topics.includes(topic)).sort(byName);
}

/** Every topic in the reference order, with its series count and its first `limit` series' links. */
export function summarizeTopics(allSeries: readonly SeriesLike[], limit: number): TopicSummary[] {
  return topics.map((topic) => {
    const series = seriesOfTopic(allSeries, topic);
    return { topic, count: series.length, first: series.slice(0, limit).map(({ id, name }) => ({ id, name })) };
  });
}

/** The footer's columns: the spec's topic indices, each picking that topic's entry of `byTopic` (in reference order). */
export function footerColumns<T extends { topic: Topic }>(byTopic: readonly T[]): T[][] {
  return TOPIC_FOOTER_COLUMNS.map((indices) =>
    indices.flatMap((index) => byTopic.filter((entry) => entry.topic === topics[index])),
  );
}

/**
 * Lines in the tallest column of a topic's menu list of `count` series, split as ColumnList splits
 * (more than 12 → 2 columns, more than 24 → 3, balanced): the rows a loading placeholder reserves
 * so the list arriving does not push the topics below it.
 */
export function menuListRows(count: number): number {
  if (count <= 0) return 0;
  const columns = Math.min(3, Math.ceil(count / MENU_COLUMN_THRESHOLD));
  return Math.ceil(count / columns);
}

/** The cached fragment the topic menu fetches when it opens: one topic's series, by name. */
export function topicSeriesPath(topic: Topic): string {
  return `/api/topics/${encodeURIComponent(topic)}/series`;
}

/** The fragment's body: `{ topic, series: [{ id, name }] }`. Checked, since it crosses the network. */
export interface TopicSeriesBody {
  topic: Topic;
  series: SeriesLink[];
}

export function isTopicSeriesBody(value: unknown): value is TopicSeriesBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.topic === 'string' &&
    (topics as readonly string[]).includes(body.topic) &&
    Array.isArray(body.series) &&
    body.series.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SeriesLink).id === 'string' &&
        typeof (entry as SeriesLink).name === 'string',
    )
  );
}

/** A topic named in an address (`Gemara`), or null when it names none. */
export function topicFromParam(value: string | undefined): Topic | null {
  return value !== undefined && (topics as readonly string[]).includes(value) ? (value as Topic) : null;
}
