/**
 * `pnpm bench:search --posts N`: the bench's own database of N posts on the PostgreSQL server
 * TEST_DATABASE_URL names. It is kept between runs (seeding and copying a million posts takes a
 * while): a run reuses it as it is when it holds N posts, finishes it when an earlier run stopped
 * while copying, and starts it again with `--fresh` or when it is not a catalogue this bench made.
 * The first 100,600 posts are the large demo seed; the rest are dated copies (catalogue-copies.ts).
 */
import { performance } from 'node:perf_hooks';
import { createDatabase, prepareDatabase } from '@openshiur/db';
import { progressPrinter } from '@openshiur/search';
import type pg from 'pg';
import { copyBatches, copyLinksSql, copyPostsSql, yearsPerCopy } from './catalogue-copies';
import { benchDatabaseUrl, databaseExists, recreateDatabase, withClient } from './database';
import { LARGE_SEED_POSTS } from './search-options';

/** Posts per copying transaction: a few seconds each, so a stopped run loses little. */
const COPY_BATCH = 10_000;

/** Tables keyed by post id that search reads (authors' names, the authors facet) or pages list. */
const LINK_TABLES = ['post_authors', 'post_tags'] as const;

export interface CatalogueRequest {
  testDatabaseUrl: string;
  name: string;
  posts: number;
  fresh: boolean;
}

export interface Catalogue {
  url: string;
  posts: number;
  /** What this run did to the database, one line each, with timings. */
  steps: string[];
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function prepareCatalogue(request: CatalogueRequest): Promise<Catalogue> {
  const url = benchDatabaseUrl(request.testDatabaseUrl, request.name);
  const steps: string[] = [];
  const step = (line: string) => {
    steps.push(line);
    console.info(`  ${line}`);
  };
  let present = (await databaseExists(request.testDatabaseUrl, request.name)) && !request.fresh ? await postIds(url) : undefined;
  // A catalogue this bench made holds ids 1…n; anything else (a seed cut short, edits) starts again.
  const usable = present !== undefined && present.count === present.maxId && (present.count >= LARGE_SEED_POSTS || present.count >= request.posts);
  if (!usable) {
    console.info(`Creating the database ${request.name} and seeding it with the large demo content (${LARGE_SEED_POSTS.toLocaleString('en')} posts)…`);
    await recreateDatabase(request.testDatabaseUrl, request.name);
    const started = performance.now();
    await migrateAndSeed(url, true);
    step(`seeded ${LARGE_SEED_POSTS.toLocaleString('en')} posts (large demo seed) in ${seconds(started)}`);
    present = await postIds(url);
  } else {
    console.info(`Reusing the database ${request.name} (${present!.count.toLocaleString('en')} posts).`);
    // Migrations added since the database was made (the site would apply them at start anyway).
    await migrateAndSeed(url, false);
  }
  const count = present!.count;
  if (usable && count === request.posts) step(`reused as it was (${count.toLocaleString('en')} posts)`);
  if (count > request.posts) {
    await withClient(url, (client) => client.query('delete from posts where id > $1', [request.posts]));
    step(`removed the posts above id ${request.posts.toLocaleString('en')}`);
  } else if (count < request.posts) {
    const started = performance.now();
    const copies = await growCatalogue(url, count, request.posts);
    step(
      `copied ${(request.posts - count).toLocaleString('en')} posts (dated copies of the seed, ${copies} years earlier per copy) in ${seconds(started)}`,
    );
  }
  return { url, posts: request.posts, steps };
}

async function postIds(url: string): Promise<{ count: number; maxId: number } | undefined> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query("select to_regclass('public.posts') is not null as present");
    if (!tables[0]?.present) return undefined;
    const { rows } = await client.query<{ count: number; max: number | null }>('select count(*)::int as count, max(id) as max from posts');
    return { count: rows[0]?.count ?? 0, maxId: rows[0]?.max ?? 0 };
  });
}

/** Applies the db package's migrations; with `seed`, fills an empty database with the large seed. */
async function migrateAndSeed(url: string, seed: boolean): Promise<void> {
  const connection = await createDatabase({ url });
  try {
    await prepareDatabase(connection, { seed: seed ? { size: 'large' } : false });
  } finally {
    await connection.close();
  }
}

/** Copies seed posts (and their links) until ids 1…`target` exist; returns the years between copies. */
async function growCatalogue(url: string, present: number, target: number): Promise<number> {
  return withClient(url, async (client) => {
    const years = await seedYears(client);
    const postColumns = await writableColumns(client, 'posts');
    const links = await Promise.all(LINK_TABLES.map(async (table) => ({ table, columns: await writableColumns(client, table) })));
    const batches = copyBatches(present, target, LARGE_SEED_POSTS, COPY_BATCH);
    // The indexer's progress bar, for posts copied.
    console.info(`Copying ${(target - present).toLocaleString('en')} posts…`);
    const progress = progressPrinter();
    let done = 0;
    for (const batch of batches) {
      // One transaction a batch: posts and their links arrive together, so the ids present are
      // always 1…n and a stopped run resumes after the last whole batch.
      await client.query('begin');
      await client.query(copyPostsSql(postColumns, batch, LARGE_SEED_POSTS, years));
      for (const { table, columns } of links) await client.query(copyLinksSql(table, columns, batch, LARGE_SEED_POSTS));
      await client.query('commit');
      done += batch.lastId - batch.firstId + 1;
      progress({ stage: 'posts', done, total: target - present });
    }
    // Ids were given explicitly: the next post a site creates must come after them.
    await client.query("select setval(pg_get_serial_sequence('posts', 'id'), (select max(id) from posts))");
    await client.query('analyze posts, post_authors, post_tags');
    return years;
  });
}

/** Whole years a copy moves back: the seed's span of dates, rounded up. */
async function seedYears(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ oldest: Date; newest: Date }>(
    `select min(least(published_at, scheduled_for, created_at, updated_at)) as oldest,
            max(greatest(published_at, scheduled_for, created_at, updated_at)) as newest
     from posts where id <= $1`,
    [LARGE_SEED_POSTS],
  );
  const { oldest, newest } = rows[0]!;
  return yearsPerCopy(oldest, newest);
}

/** A table's columns an INSERT may write (generated ones are computed by PostgreSQL). */
async function writableColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`No table ${table} in the bench database`);
  return rows.map((row) => row.name);
}
