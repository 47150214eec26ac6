/**
 * The built-in engine's indexer. PostgreSQL computes the search documents itself (generated
 * columns); this writes the two things it cannot: the variant keys of each title and name, and
 * on posts the names of their series and authors. It also keeps `search_terms`, the vocabulary
 * typo correction looks words up in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { searchTokens } from '../text/normalize';
import { variantKeysOf } from '../text/variants';
import type { ContentChanges, ReindexOptions, ReindexReport, SearchIndexer } from '../types';

/** Rows per UPDATE statement: large enough to be quick, small enough for PGlite's memory. */
const BATCH_SIZE = 1000;

/** Typo correction starts at 4 letters (see typo-budget.ts): shorter words are never looked up. */
const MIN_TERM_LENGTH = 4;

export interface BuiltInIndexer extends SearchIndexer {
  /** Indexes rows written without search keys (by the seed, an import, or before this existed). */
  indexPending(): Promise<ReindexReport>;
}

type PostRow = {
  id: number;
  title: string;
  series_name: string | null;
  author_names: string | null;
};

type NamedRow = { id: number; name: string };

const keysOf = (...texts: (string | null)[]) => variantKeysOf(texts.filter(Boolean).join(' \n ')).join(' ');

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

export function createBuiltInIndexer(db: Database): BuiltInIndexer {
  async function addTerms(texts: readonly string[]): Promise<void> {
    const terms = [...new Set(texts.flatMap(searchTokens))].filter((term) => [...term].length >= MIN_TERM_LENGTH);
    for (const batch of chunks(terms, BATCH_SIZE)) {
      await db.execute(
        sql`insert into search_terms (term) select unnest(array[${sql.join(
          batch.map((term) => sql`${term}`),
          sql`, `,
        )}]::text[]) on conflict do nothing`,
      );
    }
  }

  async function indexPosts(ids: readonly number[]): Promise<void> {
    for (const batch of chunks(ids, BATCH_SIZE)) {
      const { rows } = await db.execute<PostRow>(sql`
        select p.id, p.title, s.name as series_name,
          string_agg(a.name, ' ' order by pa.position) as author_names
        from posts p
        left join series s on s.id = p.series_id
        left join post_authors pa on pa.post_id = p.id
        left join authors a on a.id = pa.author_id
        where p.id in (${idList(batch)})
        group by p.id, p.title, s.name`);
      if (rows.length === 0) continue;
      const values = rows.map((row) => {
        const context = [row.series_name, row.author_names].filter(Boolean).join(' ');
        const keys = keysOf(row.title);
        const contextKeys = keysOf(row.series_name);
        return sql`(${row.id}::int, ${keys}, ${[context, contextKeys].filter(Boolean).join(' ')})`;
      });
      await db.execute(sql`
        update posts set search_keys = v.keys, search_context = v.context
        from (values ${sql.join(values, sql`, `)}) as v(id, keys, context)
        where posts.id = v.id`);
      await addTerms(rows.map((row) => row.title));
    }
  }

  async function indexNamed(table: 'authors' | 'series', ids: readonly number[]): Promise<void> {
    for (const batch of chunks(ids, BATCH_SIZE)) {
      const { rows } = await db.execute<NamedRow>(
        sql`select id, name from ${sql.identifier(table)} where id in (${idList(batch)})`,
      );
      if (rows.length === 0) continue;
      const values = rows.map((row) => sql`(${row.id}::int, ${keysOf(row.name)})`);
      await db.execute(sql`
        update ${sql.identifier(table)} as t set search_keys = v.keys
        from (values ${sql.join(values, sql`, `)}) as v(id, keys)
        where t.id = v.id`);
      await addTerms(rows.map((row) => row.name.replace(/<[^>]*>/g, ' ')));
    }
  }

  async function selectIds(query: SQL): Promise<number[]> {
    const { rows } = await db.execute<{ id: number }>(query);
    return rows.map((row) => row.id);
  }

  async function visibleCounts(): Promise<ReindexReport> {
    const { rows } = await db.execute<{ posts: number; authors: number; series: number }>(sql`
      select
        (select count(*)::int from posts where status = 'Published') as posts,
        (select count(distinct pa.author_id)::int from post_authors pa join posts p on p.id = pa.post_id
          where p.status = 'Published') as authors,
        (select count(distinct series_id)::int from posts where status = 'Published' and series_id is not null) as series`);
    return rows[0] ?? { posts: 0, authors: 0, series: 0 };
  }

  async function sync(changes: ContentChanges): Promise<void> {
    const authorIds = [...new Set(changes.authors ?? [])];
    const seriesIds = [...new Set(changes.series ?? [])];
    await indexNamed('authors', authorIds);
    await indexNamed('series', seriesIds);
    // Posts carry their series' and authors' names: a renamed author or series refreshes them too.
    const related = [
      ...(authorIds.length > 0
        ? await selectIds(sql`select distinct post_id as id from post_authors where author_id in (${idList(authorIds)})`)
        : []),
      ...(seriesIds.length > 0 ? await selectIds(sql`select id from posts where series_id in (${idList(seriesIds)})`) : []),
    ];
    await indexPosts([...new Set([...(changes.posts ?? []), ...related])]);
  }

  const stages = [
    { stage: 'authors', table: 'authors', index: (ids: readonly number[]) => indexNamed('authors', ids) },
    { stage: 'series', table: 'series', index: (ids: readonly number[]) => indexNamed('series', ids) },
    { stage: 'posts', table: 'posts', index: indexPosts },
  ] as const;

  /**
   * Rebuilds every row's keys in batches of ids in order, recording after each batch where it
   * stands (`search_reindex_state`), so an interrupted rebuild can resume there.
   */
  async function reindexAll(options: ReindexOptions = {}): Promise<ReindexReport> {
    const saved = options.resume
      ? (await db.execute<{ stage: string; last_id: number }>(sql`select stage, last_id from search_reindex_state where id = 1`)).rows[0]
      : undefined;
    if (!saved) {
      await db.execute(sql`delete from search_terms`);
      await saveState(stages[0].stage, 0);
    }
    const resumeAt = saved ? stages.findIndex((entry) => entry.stage === saved.stage) : 0;
    for (const [position, { stage, table, index }] of stages.entries()) {
      if (position < resumeAt) continue;
      let lastId = position === resumeAt && saved ? saved.last_id : 0;
      const from = sql.identifier(table);
      const counts = await db.execute<{ total: number; done: number }>(
        sql`select count(*)::int as total, count(*) filter (where id <= ${lastId})::int as done from ${from}`,
      );
      const { total, done: doneBefore } = counts.rows[0] ?? { total: 0, done: 0 };
      let done = doneBefore;
      options.onProgress?.({ stage, done, total });
      for (;;) {
        const ids = await selectIds(sql`select id from ${from} where id > ${lastId} order by id limit ${BATCH_SIZE}`);
        if (ids.length === 0) break;
        await index(ids);
        lastId = ids.at(-1)!;
        done += ids.length;
        await saveState(stage, lastId);
        options.onProgress?.({ stage, done: Math.min(done, total), total });
      }
      const next = stages[position + 1];
      if (next) await saveState(next.stage, 0);
    }
    await db.execute(sql`delete from search_reindex_state`);
    return visibleCounts();
  }

  async function saveState(stage: string, lastId: number): Promise<void> {
    await db.execute(sql`
      insert into search_reindex_state (id, stage, last_id) values (1, ${stage}, ${lastId})
      on conflict (id) do update set stage = excluded.stage, last_id = excluded.last_id`);
  }

  async function indexPending(): Promise<ReindexReport> {
    const authors = await selectIds(sql`select id from authors where search_keys is null order by id`);
    const series = await selectIds(sql`select id from series where search_keys is null order by id`);
    const posts = await selectIds(sql`select id from posts where search_keys is null order by id`);
    await indexNamed('authors', authors);
    await indexNamed('series', series);
    await indexPosts(posts);
    return { posts: posts.length, authors: authors.length, series: series.length };
  }

  return { sync, reindexAll, indexPending };
}
