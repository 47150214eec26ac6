import 'server-only';
import { z } from 'zod';
import type { ContentChanges } from '@openshiur/search';
import { CONTENT_TAG, DEDICATIONS_TAG, LARGE_LIST_TAG, recordTag } from './content-tags';

/**
 * What a content system reports to POST /api/revalidate after it writes: which records changed
 * and how. An edit refreshes the pages showing that record; anything that can move a record in or
 * out of a list (create, publish, unpublish, delete) refreshes every content page.
 */
export const RECORD_TYPES = {
  post: 'Post',
  series: 'Series',
  author: 'Author',
  tag: 'Tag',
  page: 'Page',
  event: 'Event',
  blog: 'Blog',
  dedication: 'Dedication',
  stream: 'Stream',
} as const;

export const contentChangesSchema = z.object({
  changes: z
    .array(
      z.object({
        type: z.enum(Object.keys(RECORD_TYPES) as [keyof typeof RECORD_TYPES, ...(keyof typeof RECORD_TYPES)[]]),
        id: z.union([z.string().trim().regex(/^[A-Za-z0-9_-]{1,120}$/), z.number().int().positive()]).transform(String),
        change: z.enum(['created', 'updated', 'published', 'unpublished', 'deleted']),
      }),
    )
    .min(1)
    .max(500),
});

export type ContentChangeReport = z.infer<typeof contentChangesSchema>;

/** The cache tags to expire for a report. */
export function tagsToExpire(report: ContentChangeReport): string[] {
  const tags = new Set<string>();
  for (const { type, id, change } of report.changes) {
    tags.add(recordTag(RECORD_TYPES[type], id));
    if (type === 'dedication') {
      // Only the reads of dedications show them: the rest of the content stays cached.
      tags.add(DEDICATIONS_TAG);
      continue;
    }
    // A stream's edit is its status too (Upcoming, Live, Ended): it moves between lists, the live
    // badge's among them, whose empty answer carries no record tag.
    tags.add(change === 'updated' && type !== 'stream' ? LARGE_LIST_TAG : CONTENT_TAG);
  }
  return [...tags];
}

/** The search index's share of a report: numeric ids of posts, authors and series. */
export function searchChangesOf(report: ContentChangeReport): ContentChanges {
  const idsOf = (type: 'post' | 'author' | 'series') => [
    ...new Set(
      report.changes
        .filter((change) => change.type === type && /^\d{1,10}$/.test(change.id))
        .map((change) => Number(change.id)),
    ),
  ];
  return { posts: idsOf('post'), authors: idsOf('author'), series: idsOf('series') };
}
