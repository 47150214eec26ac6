import { topics, type Topic } from '@openshiur/reference-data';

/** The product's footers: topic indices per footer column. */
export const TOPIC_FOOTER_COLUMNS: readonly (readonly number[])[] = [[0], [1, 8], [2, 3, 4, 5], [6, 7]];

export interface SeriesLike {
  id: string;
  name: string;
  topics: readonly string[];
}

/** Series of one topic, sorted by name ascending (menu and footer use the same order). */
export function seriesOfTopic<T extends SeriesLike>(allSeries: readonly T[], topic: Topic): T[] {
  return allSeries
    .filter((series) => series.topics.includes(topic))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export function footerColumns<T extends SeriesLike>(allSeries: readonly T[]) {
  return TOPIC_FOOTER_COLUMNS.map((indices) =>
    indices.map((index) => {
      const topic = topics[index] as Topic;
      return { topic, series: seriesOfTopic(allSeries, topic) };
    }),
  );
}
