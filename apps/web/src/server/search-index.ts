import 'server-only';
import type { Database } from '@openshiur/db';
import { createAlgoliaIndexer, createBuiltInIndexer, type ContentChanges } from '@openshiur/search';
import { algoliaConfig } from '@/env';

const INDEXED_KEY = Symbol.for('@openshiur/web/search-indexed');

/**
 * Indexes what was written without search keys (the demo seed, an import), once per database and
 * process; later calls share the first one's promise. Cheap when there is nothing to do.
 */
export function indexPendingContent(db: Database): Promise<void> {
  const store = globalThis as typeof globalThis & { [INDEXED_KEY]?: WeakMap<Database, Promise<void>> };
  store[INDEXED_KEY] ??= new WeakMap();
  let pending = store[INDEXED_KEY].get(db);
  if (!pending) {
    pending = createBuiltInIndexer(db)
      .indexPending()
      .then((report) => {
        if (report.posts + report.authors + report.series > 0) {
          console.info(`[search] indexed ${report.posts} posts, ${report.authors} authors, ${report.series} series`);
        }
      });
    // A failure is retried by the next request rather than remembered.
    pending.catch(() => store[INDEXED_KEY]?.delete(db));
    store[INDEXED_KEY].set(db, pending);
  }
  return pending;
}

/**
 * Brings the search indexes up to date with changed records (POST /api/revalidate): the built-in
 * one always (with Algolia it answers while Algolia cannot be reached, so it must be current too),
 * then Algolia when it is configured.
 */
export async function syncSearchIndex(db: Database, changes: ContentChanges): Promise<void> {
  if (!changes.posts?.length && !changes.authors?.length && !changes.series?.length) return;
  await createBuiltInIndexer(db).sync(changes);
  if (algoliaConfig) await createAlgoliaIndexer({ db, config: algoliaConfig }).sync(changes);
}
