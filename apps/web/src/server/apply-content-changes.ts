import 'server-only';
import { revalidateTag } from 'next/cache';
import type { ContentChanges } from '@openshiur/search';
import { searchChangesOf, tagsToExpire, type ContentChangeReport } from './content-changes';

/**
 * What follows a content write, wherever it was made (the studio's mutations, or an outside
 * content system through POST /api/revalidate): the pages showing the records leave Next's cache at
 * once, then the search index catches up. The cache is cleared first, so a search outage cannot
 * undo it; it is reported apart.
 */
export async function applyContentChanges(
  report: ContentChangeReport,
  syncSearchIndexWith: (changes: ContentChanges) => Promise<void>,
): Promise<{ expired: string[]; search: 'synced' | 'failed' }> {
  const expired = tagsToExpire(report);
  for (const tag of expired) revalidateTag(tag, { expire: 0 });
  try {
    await syncSearchIndexWith(searchChangesOf(report));
    return { expired, search: 'synced' };
  } catch (error) {
    console.error('[content] search index sync failed', error);
    return { expired, search: 'failed' };
  }
}
