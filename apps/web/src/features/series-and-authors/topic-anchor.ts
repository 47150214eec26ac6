/** The in-page anchor of a topic's section on /series ("Gemara" → "topic-gemara"). */
export function slugifyTopic(topic: string): string {
  return `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
