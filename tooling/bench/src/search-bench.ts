/**
 * `pnpm bench:search [-- --posts N] [--no-build] [--fresh] [--no-http] [--no-load]`: search on a
 * catalogue of N posts in PostgreSQL (TEST_DATABASE_URL's server, a database the bench keeps).
 * Prints the time to index and the search index's size on disk; the engine's calls in-process
 * beside a primary-key lookup; then the dropdown over HTTP on the production site (`next build`,
 * `pnpm start`: server.mjs, Next behind its response cache): one visitor typing every prefix of the queries, and many visitors typing at once.
 * Figures are printed beside the targets, never asserted. See README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '@openshiur/db';
import { benchDatabaseUrl } from './database';
import { engineCases, timeEngine } from './engine-timings';
import { mebibytes } from './format';
import { summarize } from './latency';
import { processTreeMemory } from './process-memory';
import { withLiveServers, withMemory } from './runs';
import { prepareCatalogue, type Catalogue } from './search-catalogue';
import { indexCatalogue, searchStorage } from './search-index';
import { LARGE_SEED_POSTS, parseSearchOptions } from './search-options';
import { allTypedPrefixes, SEARCH_QUERIES } from './search-queries';
import { engineTable, loadTable, singleVisitorTable, slowestPrefixesTable, storageTable, type HttpRun } from './search-report';
import type { RunningServer } from './server';
import { buildMismatch, buildSiteReading, readBuildNote, type SiteDatabase } from './site-build';
import { startSite } from './site-server';
import { askSuggestions, realClock, typeAlone, typingLoad, type Answers } from './typing-load';

const repoRoot = resolve(import.meta.dirname, '../../..');
const webDir = join(repoRoot, 'apps/web');
const options = parseSearchOptions(process.argv.slice(2), process.env);
/** The dropdown's debounce (apps/web SUGGEST_DEBOUNCE_MS): a typing visitor sends one request per pause. */
const KEY_INTERVAL_MS = 150;

const section = (title: string, body: string) => console.info(`\n${title}\n\n${body}`);
const thousands = (value: number) => value.toLocaleString('en');

function httpRun(answers: Answers): HttpRun {
  return { ...summarize(answers.timings), requests: answers.requests, errors: answers.errors };
}

async function main() {
  if (!options.testDatabaseUrl) throw new Error('pnpm bench:search needs TEST_DATABASE_URL (a PostgreSQL server where the bench may create a database)');
  const site: SiteDatabase = { kind: 'postgres', seed: 'large', url: benchDatabaseUrl(options.testDatabaseUrl, options.databaseName) };
  if (options.http && !options.build) {
    // Before seeding or copying (minutes): is the last build one for this database?
    const mismatch = buildMismatch(readBuildNote(webDir), site);
    if (mismatch) throw new Error(mismatch);
  }
  console.info(`pnpm bench:search: ${thousands(options.posts)} posts in the PostgreSQL database ${options.databaseName}`);
  const catalogue = await prepareCatalogue({
    testDatabaseUrl: options.testDatabaseUrl,
    name: options.databaseName,
    posts: options.posts,
    fresh: options.fresh,
  });
  await measureEngine(catalogue);
  if (options.http) await measureHttp(site);
  console.info(
    `\nNode ${process.version}, ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the end; ` +
      'the bench (and its visitors) run on the same machine as the site and PostgreSQL.',
  );
}

/** Indexing, the index's size, and the engine's calls in-process. */
async function measureEngine(catalogue: Catalogue) {
  const connection = await createDatabase({ url: catalogue.url });
  try {
    const { db } = connection;
    console.info('Bringing the search index up to date…');
    const indexed = await indexCatalogue(db);
    const copies = catalogue.posts > LARGE_SEED_POSTS ? catalogue.posts - LARGE_SEED_POSTS : 0;
    section(
      `Catalogue: ${thousands(catalogue.posts)} posts`,
      [
        ...catalogue.steps,
        indexed.rebuilt
          ? `search index rebuilt (reindexAll, resumable) in ${indexed.seconds.toFixed(1)} s for ${thousands(catalogue.posts)} posts (${Math.round(catalogue.posts / indexed.seconds)} posts/s); it holds ${thousands(indexed.posts)} Published posts, ${thousands(indexed.authors)} authors, ${thousands(indexed.series)} series`
          : 'search index already up to date (nothing to index)',
        copies > 0
          ? `${thousands(LARGE_SEED_POSTS)} posts are the large demo seed; the other ${thousands(copies)} are dated copies of it (same titles, bodies, topics, series and authors; new ids and slugs; dated whole years earlier per copy).`
          : 'all posts are the large demo seed (or its first posts).',
      ].join('\n'),
    );
    section('Search on disk', storageTable(await searchStorage(db)));
    console.info(`\nTiming the engine in-process (${SEARCH_QUERIES.length} queries × ${options.rounds} rounds)…`);
    const cases = await engineCases(db);
    const { floor, timings } = await timeEngine(SEARCH_QUERIES, options.rounds, cases);
    section(
      `Engine in-process, ${thousands(catalogue.posts)} posts: ${SEARCH_QUERIES.length} queries × ${options.rounds} rounds; ${cases.filters}`,
      engineTable(floor, timings),
    );
  } finally {
    await connection.close();
  }
}

/** The production site: build (unless --no-build), start, one visitor, then many. */
async function measureHttp(database: SiteDatabase) {
  if (options.build) await buildSiteReading(repoRoot, webDir, database);
  const scratch = mkdtempSync(join(tmpdir(), 'openshiur-bench-search-'));
  let server: RunningServer | undefined;
  try {
    server = await startSite(webDir, database, scratch);
    await server.ready();
    const site = server;
    const started = processTreeMemory(site.pid);
    const ask = (fresh: boolean) => (text: string) => askSuggestions(site.base, text, { fresh });
    const ways = [
      { label: 'every key to the engine (no-cache)', ask: ask(true) },
      { label: 'as browsers ask (server keeps answers)', ask: ask(false) },
    ];
    const prefixes = allTypedPrefixes();
    console.info(`\nWarming up: every prefix once (${prefixes.length} requests, not measured)…`);
    await withLiveServers([site], () => typeAlone(ways[0]!.ask, prefixes, 1));
    const single = [];
    for (const way of ways) {
      console.info(`One visitor, ${way.label}: ${prefixes.length} prefixes × ${options.rounds} rounds…`);
      const alone = await withLiveServers([site], () => typeAlone(way.ask, prefixes, options.rounds));
      single.push({ ...way, run: httpRun(alone.answers), byPrefix: alone.byPrefix });
    }
    section(
      `Dropdown over HTTP (GET /api/search/suggest on the site's server, pnpm start): one visitor, every prefix of the ${SEARCH_QUERIES.length} queries, one request at a time`,
      `${singleVisitorTable(single)}\n\n${slowestPrefixesTable(single[0]!.byPrefix)}`,
    );
    if (options.load) {
      const loaded = [];
      for (const way of single) {
        console.info(`\n${options.visitors} visitors typing for ${options.loadSeconds} s, ${way.label}…`);
        const { result, before, after, peak } = await withLiveServers([site], () =>
          withMemory(site, () =>
            typingLoad(
              way.ask,
              { visitors: options.visitors, seconds: options.loadSeconds, keyIntervalMs: KEY_INTERVAL_MS, queries: SEARCH_QUERIES },
              realClock,
              (sofar) => process.stderr.write(`  ${thousands(sofar.requests)} answers so far, ${sofar.errorCount} failed\n`),
            ),
          ),
        );
        loaded.push({
          label: way.label,
          run: { ...httpRun(result), visitors: options.visitors, seconds: options.loadSeconds, rss: { before, after, peak } },
          singleP95: way.run.p95,
        });
      }
      section(
        `Dropdown under load: ${options.visitors} visitors for ${options.loadSeconds} s, each typing a query one key per ${KEY_INTERVAL_MS} ms (the next key after the answer, at the earliest); each run beside one visitor asked the same way`,
        loadTable(loaded),
      );
    }
    console.info(
      `\nSite: pnpm start (server.mjs) of apps/web on ${database.url ? new URL(database.url).pathname.slice(1) : '?'}; server RSS ${mebibytes(started?.bytes)} after start, ` +
        `${mebibytes(processTreeMemory(site.pid)?.bytes)} at the end; started again mid-run: ${site.restarts} time(s).`,
    );
  } finally {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
