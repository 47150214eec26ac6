/**
 * Bringing the bench catalogue's search index up to date, timed, and what the index costs on disk.
 * Rows the indexer has not seen have NULL `search_keys` (the seed and the copies write them so),
 * which also makes the step resumable: a stopped run leaves the rest NULL for the next one.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { createBuiltInIndexer } from '@openshiur/search';
import { progressReporter } from './progress';

/** Posts per progress step (the indexer batches its own UPDATEs inside). */
const POSTS_PER_STEP = 5_000;

export interface IndexRun {
  posts: number;
  authors: number;
  series: number;
  seconds: number;
}

export async function indexPendingContent(db: Database): Promise<IndexRun> {
  const indexer = createBuiltInIndexer(db);
  const started = performance.now();
  const { rows } = await db.execute<{ id: number }>(sql`select id from posts where search_keys is null order by id`);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    // The indexer's own indexPending has no progress to show: hand it the posts in steps instead.
    const progress = progressReporter('posts indexed');
    for (let start = 0; start < ids.length; start += POSTS_PER_STEP) {
      await indexer.sync({ posts: ids.slice(start, start + POSTS_PER_STEP) });
      progress.update({ done: Math.min(ids.length, start + POSTS_PER_STEP), total: ids.length });
    }
    progress.finish();
  }
  // Authors and series (and anything written meanwhile).
  const rest = await indexer.indexPending();
  const run = { posts: ids.length + rest.posts, authors: rest.authors, series: rest.series, seconds: (performance.now() - started) / 1000 };
  // Every indexed post was rewritten: vacuum, so sizes and plans are those of a settled table.
  if (run.posts + run.authors + run.series > 0) await db.execute(sql`vacuum analyze posts, authors, series, search_terms`);
  return run;
}

export interface StorageRow {
  name: string;
  what: string;
  bytes: number;
}

/**
 * On-disk size of search: every index named for search or built on a `search_*` column (GIN over
 * the search documents, trigram over `search_terms`, the indexer's catch-up index), the `search_*` columns of posts,
 * authors and series (summed `pg_column_size`, TOAST included), `search_terms`, and for scale the
 * posts table itself. Indexes and columns are found in the catalogue, so new ones show up too.
 */
export async function searchStorage(db: Database): Promise<StorageRow[]> {
  const { rows: indexes } = await db.execute<{ name: string; table: string; method: string; bytes: string }>(sql`
    select c.relname as name, t.relname as table, am.amname as method, pg_relation_size(c.oid)::text as bytes
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_am am on am.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and (c.relname like '%search%' or t.relname = 'search_terms' or pg_get_indexdef(c.oid) like '%search\\_%')
    order by t.relname, c.relname`);
  const { rows: columns } = await db.execute<{ table: string; column: string }>(sql`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and table_name in ('posts', 'authors', 'series') and column_name like 'search\\_%'
    order by table_name, ordinal_position`);
  const columnRows: StorageRow[] = [];
  for (const { table, column } of columns) {
    const { rows } = await db.execute<{ bytes: string | null }>(
      sql`select sum(pg_column_size(${sql.identifier(column)}))::text as bytes from ${sql.identifier(table)}`,
    );
    columnRows.push({ name: `${table}.${column}`, what: 'column (sum of values)', bytes: Number(rows[0]?.bytes ?? 0) });
  }
  const { rows: tables } = await db.execute<{ name: string; heap: string; indexes: string; total: string }>(sql`
    select relname as name, pg_relation_size(oid)::text as heap, pg_indexes_size(oid)::text as indexes,
      pg_total_relation_size(oid)::text as total
    from pg_class where relname in ('posts', 'search_terms') and relkind = 'r' order by relname`);
  return [
    ...indexes.map((row) => ({ name: row.name, what: `${row.method} index on ${row.table}`, bytes: Number(row.bytes) })),
    ...columnRows,
    ...tables.flatMap((row) => [
      { name: row.name, what: 'table (heap)', bytes: Number(row.heap) },
      { name: row.name, what: 'all its indexes', bytes: Number(row.indexes) },
      { name: row.name, what: 'total (heap, TOAST, indexes)', bytes: Number(row.total) },
    ]),
  ];
}
