/**
 * `pnpm --filter @openshiur/search reindex [--data-dir DIR]`: rebuilds the search index from the
 * database.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @openshiur/search reindex     # a PostgreSQL server
 *   pnpm --filter @openshiur/search reindex --data-dir /srv/pglite       # a PGlite folder
 *   pnpm --filter @openshiur/web reindex                                 # the web app's database
 *
 * DATABASE_URL takes precedence over `--data-dir`; without either the command prints its usage
 * and exits with status 2. A relative DIR is taken from where the command was typed. Stop the web
 * app first: a PGlite folder must not be open in two processes. Pending migrations are applied;
 * no demo content is seeded (a reindex never invents content).
 *
 * With ALGOLIA_APP_ID and its keys set it rebuilds the Algolia indexes (settings, synonyms and
 * records); otherwise the built-in engine's search columns.
 */
import { existsSync } from 'node:fs';
import { openPreparedDatabase } from '@openshiur/db';
import { createAlgoliaIndexer } from '../algolia/indexer';
import { createBuiltInIndexer } from '../builtin/indexer';
import { algoliaConfigFromEnv } from '../config';
import type { SearchIndexer } from '../types';
import { progressPrinter } from './progress-bar';
import { parseReindexArgs, REINDEX_USAGE, type ReindexSource } from './reindex-args';

async function reindex(source: ReindexSource, resume: boolean): Promise<void> {
  // Checked before the database opens, so a half-configured Algolia fails fast.
  const algolia = algoliaConfigFromEnv(process.env);

  if (source.kind === 'pglite' && !existsSync(source.dataDir)) {
    // PGlite would quietly create an empty database here and report 0 records.
    throw new Error(
      `No PGlite database at ${source.dataDir}. Start the web app once to create it, or check the folder.`,
    );
  }
  const from =
    source.kind === 'postgres'
      ? `PostgreSQL (DATABASE_URL${source.ignoredDataDir ? '; --data-dir is not used' : ''})`
      : `PGlite at ${source.dataDir}`;
  const target = algolia
    ? `Algolia app ${algolia.appId} (indexes ${algolia.indexes.posts}, ${algolia.indexes.authors}, ${algolia.indexes.series})`
    : 'the built-in search engine';
  console.info(`Reindexing ${target} from ${from}…`);

  const { connection } = await openPreparedDatabase({
    ...(source.kind === 'postgres' ? { url: source.url } : { dataDir: source.dataDir }),
    seed: false,
  });
  try {
    const indexer: SearchIndexer = algolia
      ? createAlgoliaIndexer({ db: connection.db, config: algolia })
      : createBuiltInIndexer(connection.db);
    const started = performance.now();
    const report = await indexer.reindexAll({ onProgress: progressPrinter(), resume });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Indexed ${report.posts} posts, ${report.authors} authors and ${report.series} series in ${seconds} s.`,
    );
  } finally {
    await connection.close();
  }
}

const command = parseReindexArgs(process.argv.slice(2), process.env, process.cwd());
if (command.kind === 'help') {
  console.info(REINDEX_USAGE);
} else if (command.kind === 'usage-error') {
  console.error(`reindex: ${command.message}\n\n${REINDEX_USAGE}`);
  process.exitCode = 2;
} else {
  reindex(command.source, command.resume === true).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
