import 'server-only';
import { getDatabase, type Database } from '@openshiur/db';
import { env, isBuildPhase } from '@/env';
import { indexPendingContent } from './search';

/**
 * The site's database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under
 * PGLITE_DIR, migrated and (when empty) seeded with demo content on first use, and its content
 * indexed for the built-in search.
 */
export async function database(): Promise<Database> {
  if (isBuildPhase) {
    throw new Error('The database was reached during `next build`: the page must render per request');
  }
  const db = await getDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, seed: { size: env.SEED_SIZE } });
  // The seed writes rows without search keys: index them before the first search can miss them.
  await indexPendingContent(db);
  return db;
}
