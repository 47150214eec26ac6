/**
 * Which database the site reads in a bench run, and getting it ready: embedded PGlite with the small
 * seed, or (`--large`) a PostgreSQL database of the bench's own, seeded large. Shared by `pnpm bench`
 * and `pnpm bench:lighthouse`.
 */
import { seedCounts } from '@openshiur/db';
import { benchDatabaseUrl, databaseExists, recreateDatabase, seedDatabase, withClient } from './database';
import { buildMismatch, buildSiteReading, readBuildNote, type SiteDatabase } from './site-build';

export interface DatabaseChoice {
  /** `--large`: PostgreSQL at TEST_DATABASE_URL (a database of its own), seeded with SEED_SIZE=large. */
  large: boolean;
  /** Without `--no-build` the site is built again, from a freshly seeded database. */
  build: boolean;
  testDatabaseUrl: string | undefined;
  databaseName: string;
}

/** The database the site reads: `--large`, PostgreSQL seeded large; else embedded PGlite. */
export function wantedDatabase(choice: DatabaseChoice): SiteDatabase {
  if (!choice.large) return { kind: 'pglite', seed: 'small' };
  if (!choice.testDatabaseUrl) throw new Error('--large needs TEST_DATABASE_URL (a PostgreSQL server where the bench may create a database)');
  return { kind: 'postgres', seed: 'large', url: benchDatabaseUrl(choice.testDatabaseUrl, choice.databaseName) };
}

/**
 * `--large`: drops, creates and seeds the bench's database. With `--no-build` a database that
 * already holds the whole large seed is kept (the seed is deterministic, so it is the one the last
 * build read, and seeding again takes about half a minute on top of the build); a half-seeded one
 * is made again.
 */
async function prepareDatabase(repoRoot: string, choice: DatabaseChoice, wanted: SiteDatabase): Promise<SiteDatabase> {
  if (!wanted.url || !choice.testDatabaseUrl) return wanted;
  if (!choice.build && (await holdsLargeSeed(choice.testDatabaseUrl, choice.databaseName, wanted.url))) {
    console.info(`Reusing the database ${choice.databaseName}: it holds the large demo content.`);
    return wanted;
  }
  console.info(`Recreating the database ${choice.databaseName} and seeding it with the large demo content…`);
  await recreateDatabase(choice.testDatabaseUrl, choice.databaseName);
  seedDatabase(repoRoot, wanted.url, 'large');
  return wanted;
}

async function holdsLargeSeed(testDatabaseUrl: string, name: string, url: string): Promise<boolean> {
  if (!(await databaseExists(testDatabaseUrl, name))) return false;
  try {
    const posts = await withClient(url, async (client) => {
      const { rows } = await client.query<{ count: string }>('select count(*)::text as count from posts');
      return Number(rows[0]?.count ?? 0);
    });
    return posts >= seedCounts.large.posts;
  } catch {
    return false; // no posts table yet: the seed stopped before its migrations finished
  }
}

/**
 * The database a run's site reads, ready (seeded, or kept), and unless `--no-build` a production
 * build that read it. With `--no-build` the last build must have been made for this database.
 */
export async function prepareSite(repoRoot: string, webDir: string, choice: DatabaseChoice): Promise<SiteDatabase> {
  const wanted = wantedDatabase(choice);
  if (!choice.build) {
    // Before seeding: is the last build one for this database?
    const mismatch = buildMismatch(readBuildNote(webDir), wanted);
    if (mismatch) throw new Error(mismatch);
  }
  const database = await prepareDatabase(repoRoot, choice, wanted);
  if (choice.build) await buildSiteReading(repoRoot, webDir, database);
  return database;
}
