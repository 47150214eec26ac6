/** The in-page anchor of a topic's section on /series ("Gemara" → "topic-gemara"). */
export function slugifyTopic(topic: string): string {
  return `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** The page listing every series of a topic, a page at a time (/series?topic=Gemara). */
export function topicSeriesHref(topic: string, page = 1): string {
  const params = new URLSearchParams({ topic });
  if (page > 1) params.set('page', String(page));
  return `/series?${params}`;
}
