/**
 * Bringing the bench catalogue's search index up to date, timed, and what search costs on disk.
 * Rows the indexer has not seen have NULL `search_keys` (the seed and the copies write them so).
 * Then the whole index is rebuilt with the indexer's own `reindexAll`, which saves its place after
 * each batch: a run stopped half-way resumes there the next time.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { createBuiltInIndexer, progressPrinter } from '@openshiur/search';

export interface IndexRun {
  /** False when the index was already up to date (nothing rebuilt). */
  rebuilt: boolean;
  posts: number;
  authors: number;
  series: number;
  seconds: number;
}

/** Whether anything waits for the indexer: rows never indexed, or a rebuild that was stopped. */
async function indexIsStale(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ stale: boolean }>(sql`
    select exists (select 1 from posts where search_keys is null)
      or exists (select 1 from authors where search_keys is null)
      or exists (select 1 from series where search_keys is null)
      or (to_regclass('search_reindex_state') is not null and exists (select 1 from search_reindex_state)) as stale`);
  return rows[0]?.stale ?? true;
}

export async function indexCatalogue(db: Database): Promise<IndexRun> {
  if (!(await indexIsStale(db))) return { rebuilt: false, posts: 0, authors: 0, series: 0, seconds: 0 };
  const started = performance.now();
  const report = await createBuiltInIndexer(db).reindexAll({ onProgress: progressPrinter(), resume: true });
  const seconds = (performance.now() - started) / 1000;
  // Every post was rewritten: vacuum, so sizes and plans are those of a settled table.
  await db.execute(sql`vacuum analyze`);
  return { rebuilt: true, ...report, seconds };
}

export interface StorageRow {
  name: string;
  what: string;
  bytes: number;
}

/**
 * On-disk size of search: every index named for search or built on a `search_*` column (GIN over
 * the search documents, trigram over `search_terms`, the indexer's catch-up index), the `search_*` columns of posts,
 * authors and series (summed `pg_column_size`, TOAST included), the search tables (`search_posts`,
 * `search_terms`…), and for scale the posts table itself. Indexes and columns are found in the catalogue, so new ones show up too.
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
    from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
      and (relname = 'posts' or relname like 'search\\_%')
    order by relname`);
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
