/**
 * Index names derived from the configured ones. The `newest` and `oldest` sorts of posts are
 * standard replicas of the posts index (see settings.ts for why standard, not virtual).
 */
import type { SearchSort } from '../types';

export interface PostsSortIndexes {
  newest: string;
  oldest: string;
}

export function postsReplicaNames(postsIndex: string): PostsSortIndexes {
  return { newest: `${postsIndex}_newest`, oldest: `${postsIndex}_oldest` };
}

/** The index that answers a sort: relevance is the primary, the dated sorts are its replicas. */
export function postsIndexForSort(postsIndex: string, sort: SearchSort): string {
  return sort === 'relevance' ? postsIndex : postsReplicaNames(postsIndex)[sort];
}
