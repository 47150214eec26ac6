/**
 * `pnpm --filter @openshiur/search reindex`: rebuilds the search index from the database.
 *
 *   DATABASE_URL=postgres://…  pnpm --filter @openshiur/search reindex   # a PostgreSQL server
 *   PGLITE_DIR=path/to/pglite  pnpm --filter @openshiur/search reindex   # a PGlite folder
 *
 * Without DATABASE_URL it opens the web app's PGlite folder (`apps/web/.data/pglite`, or
 * PGLITE_DIR; a relative PGLITE_DIR is taken from where the command was typed). Stop the web app
 * first: a PGlite folder must not be open in two processes. Pending migrations are applied; no
 * demo content is seeded (a reindex never invents content).
 *
 * With ALGOLIA_APP_ID and its keys set it rebuilds the Algolia indexes (settings, synonyms and
 * records); otherwise the built-in engine's search columns.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { openPreparedDatabase } from '@openshiur/db';
import { createAlgoliaIndexer } from '../algolia/indexer';
import { createBuiltInIndexer } from '../builtin/indexer';
import { algoliaConfigFromEnv } from '../config';
import type { SearchIndexer } from '../types';

/** The web app's default folder (apps/web/src/env.ts: `.data/pglite` under apps/web). */
const WEB_APP_PGLITE_DIR = fileURLToPath(
  new URL('../../../../apps/web/.data/pglite', import.meta.url),
);

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  DATABASE_URL: z.preprocess(blankAsUnset, z.url().optional()),
  PGLITE_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  /** Set by pnpm to the directory the command was typed in. */
  INIT_CWD: z.preprocess(blankAsUnset, z.string().optional()),
});

function pgliteDir(env: z.infer<typeof envSchema>): string {
  if (!env.PGLITE_DIR) return WEB_APP_PGLITE_DIR;
  return isAbsolute(env.PGLITE_DIR)
    ? env.PGLITE_DIR
    : resolve(env.INIT_CWD ?? process.cwd(), env.PGLITE_DIR);
}

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  // Checked before the database opens, so a half-configured Algolia fails fast.
  const algolia = algoliaConfigFromEnv(process.env);

  const dataDir = env.DATABASE_URL ? undefined : pgliteDir(env);
  if (dataDir && !existsSync(dataDir)) {
    // PGlite would quietly create an empty database here and report 0 records.
    throw new Error(
      `No PGlite database at ${dataDir}. Start the web app once, or set PGLITE_DIR or DATABASE_URL.`,
    );
  }
  const source = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  const target = algolia
    ? `Algolia app ${algolia.appId} (indexes ${algolia.indexes.posts}, ${algolia.indexes.authors}, ${algolia.indexes.series})`
    : 'the built-in search engine';
  console.info(`Reindexing ${target} from ${source}…`);

  const { connection } = await openPreparedDatabase({
    url: env.DATABASE_URL,
    dataDir,
    seed: false,
  });
  try {
    const indexer: SearchIndexer = algolia
      ? createAlgoliaIndexer({ db: connection.db, config: algolia })
      : createBuiltInIndexer(connection.db);
    const started = performance.now();
    const report = await indexer.reindexAll();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Indexed ${report.posts} posts, ${report.authors} authors and ${report.series} series in ${seconds} s.`,
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
