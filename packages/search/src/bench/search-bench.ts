/**
 * `pnpm bench:search`: seeds the large demo size (≥100,000 posts) into a fresh database, indexes it
 * and prints p50/p95 of the live dropdown's query and of the results page's query, each next to a
 * plain single-table lookup (a post by primary key) measured in the same run, so the overhead reads
 * as a ratio whatever the machine. Figures are printed, never asserted.
 *
 *   pnpm bench:search              embedded PGlite (the default database)
 *   pnpm bench:search --postgres   a temporary database on the server at TEST_DATABASE_URL
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@openshiur/db/testing';
import { createBuiltInIndexer } from '../builtin/indexer';
import { createBuiltInSearch } from '../builtin/engine';

const kind = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

/** What visitors type: prefixes while typing, whole words, names in other spellings, Hebrew, typos. */
const queries = [
  'b', 'be', 'ber', 'bera', 'berachos', 'berakhot', 'shabbos', 'shabbat', 'parsha', 'parshas noach',
  'daf yomi', 'mishna', 'halacha yomis', 'kashrus', 'tefillah', 'ברכות', 'berachso', 'lech lecha', 'sukkah', 'emunah',
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

async function timeEach(task: (query: string, index: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of queries.entries()) {
      const start = performance.now();
      await task(query, index);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  console.info(`Seeding the large demo size into a fresh ${kind} database…`);
  let started = performance.now();
  const testDb = await createTestDatabase(kind, { seed: { size: 'large' } });
  const { db } = testDb;
  try {
    console.info(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const report = await createBuiltInIndexer(db).reindexAll();
    console.info(
      `  indexed ${report.posts} Published posts, ${report.authors} authors, ${report.series} series in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { rows } = await db.execute<{ count: number; max: number }>(sql`select count(*)::int as count, max(id) as max from posts`);
    const postCount = rows[0]?.count ?? 0;
    const maxId = rows[0]?.max ?? 1;

    const engine = createBuiltInSearch(db);
    // Warm caches the same way for every measurement.
    for (const query of queries) {
      await engine.suggest(query);
      await engine.searchPosts({ query });
    }

    const lookup = (_query: string, index: number) =>
      db.execute(sql`select id, title from posts where id = ${1 + ((index * 7919) % maxId)}`);
    const results = [
      { name: 'plain lookup (post by primary key)', ...(await timeEach(lookup)) },
      { name: 'dropdown (7 posts, 4 authors, 7 series)', ...(await timeEach((query) => engine.suggest(query))) },
      { name: 'plain lookup again', ...(await timeEach(lookup)) },
      { name: 'results page (20 hits, 7 facet counts)', ...(await timeEach((query) => engine.searchPosts({ query }))) },
    ];
    const floor = (results[0]!.p50 + results[2]!.p50) / 2;
    const floor95 = (results[0]!.p95 + results[2]!.p95) / 2;
    console.info(`\nBuilt-in search on ${kind}, ${postCount} posts, ${queries.length} queries × ${rounds} rounds`);
    console.info(['query'.padEnd(42), 'p50'.padStart(11), 'p95'.padStart(11), '×lookup p50'.padStart(13), '×lookup p95'.padStart(13)].join(''));
    for (const result of results) {
      console.info(
        [
          result.name.padEnd(42),
          ms(result.p50).padStart(11),
          ms(result.p95).padStart(11),
          `${(result.p50 / floor).toFixed(1)}×`.padStart(13),
          `${(result.p95 / floor95).toFixed(1)}×`.padStart(13),
        ].join(''),
      );
    }
  } finally {
    await testDb.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
