/**
 * Engine-level figures: the built-in engine called in-process (no HTTP, no Next), each query
 * timed alone, beside a primary-key lookup on the same connection pool, measured before and after,
 * as the floor: the ratio reads the same on a fast or a slow machine.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { createBuiltInSearch, type PostSearchRequest } from '@openshiur/search';
import { summarize, type LatencySummary } from './latency';

export interface EngineCase {
  name: string;
  /** The target for this call's p95, in ms (the results page: 80 ms at 100k posts). */
  p95Target?: number;
  run: (query: string, index: number) => Promise<unknown>;
}

export interface EngineTiming extends LatencySummary {
  name: string;
  p95Target?: number;
}

/** Runs `task` over every query, `rounds` times, one call at a time; returns each call's ms. */
export async function timeQueries(
  queries: readonly string[],
  rounds: number,
  task: (query: string, index: number) => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      await task(query, index);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** The filters a results page adds: the most used topic and the author with the most posts. */
async function commonFilters(db: Database): Promise<{ topic: string; authorId: string }> {
  const { rows: topics } = await db.execute<{ topic: string }>(sql`
    select t as topic from posts p cross join unnest(p.topics) as t
    where p.status = 'Published' group by t order by count(*) desc, t limit 1`);
  const { rows: authors } = await db.execute<{ id: number }>(sql`
    select pa.author_id as id from post_authors pa join posts p on p.id = pa.post_id
    where p.status = 'Published' group by pa.author_id order by count(*) desc, pa.author_id limit 1`);
  if (!topics[0] || !authors[0]) throw new Error('The bench database has no published posts with topics and authors');
  return { topic: topics[0].topic, authorId: String(authors[0].id) };
}

const RESULTS_PAGE_P95_MS = 80;

export async function engineCases(db: Database): Promise<{ cases: EngineCase[]; lookup: EngineCase; filters: string }> {
  const engine = createBuiltInSearch(db);
  const { topic, authorId } = await commonFilters(db);
  const { rows } = await db.execute<{ max: number }>(sql`select max(id) as max from posts`);
  const maxId = rows[0]?.max ?? 1;
  const results = (name: string, extra: Omit<PostSearchRequest, 'query'>): EngineCase => ({
    name,
    p95Target: RESULTS_PAGE_P95_MS,
    run: (query) => engine.searchPosts({ query, ...extra }),
  });
  return {
    // A different post each call, spread over the table, so it is not one cached page.
    lookup: { name: 'floor: a post by primary key', run: (_query, index) => db.execute(sql`select id, title from posts where id = ${1 + ((index * 7919) % maxId)}`) },
    cases: [
      { name: 'dropdown: engine.suggest (7 posts, 4 authors, 7 series)', run: (query) => engine.suggest(query) },
      results('results page: query (20 hits, 7 facet counts)', {}),
      results('results page: query + topic filter', { filters: { topics: [topic] } }),
      results('results page: query + author filter', { filters: { authors: [authorId] } }),
      results('results page: query, sorted newest', { sort: 'newest' }),
    ],
    filters: `topic filter "${topic}" (the most used), author filter id ${authorId} (the most posts)`,
  };
}

/**
 * Times each case over the queries (after one unmeasured pass of all of them, so every case
 * meets the same warm caches), with the lookup floor before and after the cases.
 */
export async function timeEngine(
  queries: readonly string[],
  rounds: number,
  { cases, lookup }: { cases: readonly EngineCase[]; lookup: EngineCase },
): Promise<{ floor: EngineTiming; timings: EngineTiming[] }> {
  for (const item of [lookup, ...cases]) await timeQueries(queries, 1, item.run);
  const before = await timeQueries(queries, rounds, lookup.run);
  const timings: EngineTiming[] = [];
  for (const item of cases) {
    process.stderr.write(`  ${item.name}…\n`);
    timings.push({ name: item.name, p95Target: item.p95Target, ...summarize(await timeQueries(queries, rounds, item.run)) });
  }
  const after = await timeQueries(queries, rounds, lookup.run);
  return { floor: { name: lookup.name, ...summarize([...before, ...after]) }, timings };
}
