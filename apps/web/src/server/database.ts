import 'server-only';
import { getDatabase, type Database } from '@openshiur/db';
import { env, isBuildPhase } from '@/env';

/**
 * The site's database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under
 * PGLITE_DIR, migrated and (when empty) seeded with demo content on first use.
 */
export function database(): Promise<Database> {
  if (isBuildPhase) {
    return Promise.reject(new Error('The database was reached during `next build`: the page must render per request'));
  }
  return getDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, seed: { size: env.SEED_SIZE } });
}
