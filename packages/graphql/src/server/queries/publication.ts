import type { ContentStatus } from '../args/fields';

/** What a save did to a record's visibility, in the words of the content-change reports. */
export type PublicationChange = 'created' | 'updated' | 'published' | 'unpublished';

/**
 * Blog entries and pages share the posts' life cycle: only Published ones are shown. A save that
 * moves one in or out of sight is reported as such, so the lists showing it refresh as well.
 */
export function publicationChange(before: ContentStatus | null, after: ContentStatus): PublicationChange {
  if (before === null) return 'created';
  const was = before === 'Published';
  const is = after === 'Published';
  return was === is ? 'updated' : is ? 'published' : 'unpublished';
}

/** The audit log's verb for a save of `recordType`. */
export function publicationAction(recordType: string, change: PublicationChange, status: ContentStatus): string {
  if (change === 'created' && status === 'Published') return `${recordType}.published`;
  return `${recordType}.${change}`;
}
