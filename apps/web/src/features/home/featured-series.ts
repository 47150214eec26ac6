/** A series as the home page weighs it. */
export interface SeriesCandidate {
  id: string | number;
  name: string;
  postCount: number;
  /** When its newest Published post came out (ISO); null without one. */
  latestPostAt?: string | null;
}

export interface TopicCandidates<S extends SeriesCandidate> {
  name: string;
  series: readonly S[];
}

/**
 * The home page's featured series, chosen from the data: for each topic in order, the series with
 * the most recent Published post (more posts, then the lower id, break ties), unless an earlier
 * topic already featured it. Topics without a series that has posts are left out.
 */
export function pickFeaturedSeries<S extends SeriesCandidate>(
  topics: readonly TopicCandidates<S>[],
): { topic: string; series: S }[] {
  const featured = new Set<string>();
  const picks: { topic: string; series: S }[] = [];
  for (const topic of topics) {
    const best = topic.series
      .filter(
        (series) => series.latestPostAt && series.postCount > 0 && !featured.has(String(series.id)),
      )
      .sort(
        (a, b) =>
          (b.latestPostAt ?? '').localeCompare(a.latestPostAt ?? '') ||
          b.postCount - a.postCount ||
          Number(a.id) - Number(b.id),
      )[0];
    if (!best) continue;
    featured.add(String(best.id));
    picks.push({ topic: topic.name, series: best });
  }
  return picks;
}
