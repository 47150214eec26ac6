import 'server-only';
import { getDatabase, IN_MEMORY, type Database } from '@openshiur/db';
import { env, isBuildPhase } from '@/env';
import { indexPendingContent } from './search';

/**
 * The site's database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under
 * PGLITE_DIR, migrated and (when empty) seeded with demo content on first use, and its content
 * indexed for the built-in search.
 *
 * `next build` prerenders the cached pages, so it reads content too. With DATABASE_URL that is the
 * real database. Without it, each build worker opens its own in-memory PGlite seeded with the same
 * deterministic demo content a fresh PGLITE_DIR gets: workers are separate processes, and two
 * processes must never open one PGlite folder.
 */
export async function database(): Promise<Database> {
  const dataDir = isBuildPhase && !env.DATABASE_URL ? IN_MEMORY : env.PGLITE_DIR;
  const db = await getDatabase({ url: env.DATABASE_URL, dataDir, seed: { size: env.SEED_SIZE } });
  // The seed writes rows without search keys: index them before the first search can miss them.
  await indexPendingContent(db);
  return db;
}
