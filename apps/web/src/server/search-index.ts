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

/** Brings the configured search index up to date with changed records (POST /api/revalidate). */
export async function syncSearchIndex(db: Database, changes: ContentChanges): Promise<void> {
  if (!changes.posts?.length && !changes.authors?.length && !changes.series?.length) return;
  const indexer = algoliaConfig ? createAlgoliaIndexer({ db, config: algoliaConfig }) : createBuiltInIndexer(db);
  await indexer.sync(changes);
}
