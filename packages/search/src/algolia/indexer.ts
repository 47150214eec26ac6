/**
 * Keeps the three Algolia indexes in step with the database (`SearchIndexer`).
 *
 * - A post change rewrites or deletes its record, and re-checks its authors and series, before
 *   and after the change: an author or series appears with its first Published post and leaves
 *   with its last. "Before" is read from the index itself (the record's `authors` and `series`),
 *   because a deleted post's links are gone from the database.
 * - An author or series change rewrites its own record and the records of the posts that carry
 *   its name: the posts linked in the database now, plus the posts the index still files under it
 *   (after a deletion the database no longer knows them).
 * - `reindexAll` pushes settings and synonyms, then rebuilds each index atomically (writes.ts).
 */
import type { Database } from '@openshiur/db';
import type { AlgoliaConfig } from '../config';
import type { ContentChanges, ReindexOptions, ReindexProgress, ReindexReport, SearchIndexer } from '../types';
import type { AlgoliaClientOptions } from './browser';
import { authorRecord, postRecord, seriesRecord, type PostRecord } from './records';
import {
  pagesOf,
  readPublishedPostIdsOf,
  readPublishedPosts,
  readVisibleAuthors,
  readVisibleSeries,
  type RowSelection,
} from './rows';
import { FACET_ATTRIBUTES, indexSettingsPlan, spellingSynonyms } from './settings';
import {
  browseIds,
  createAdminClient,
  DEFAULT_BATCH_SIZE,
  pushSettings,
  readRecords,
  replaceIndexContents,
  replaceSynonyms,
  writeRecords,
  type AlgoliaAdminClient,
} from './writes';

export interface AlgoliaIndexerOptions {
  db: Database;
  /** Needs the admin key: the indexer writes records, settings and synonyms. */
  config: AlgoliaConfig;
  /** Extra client options, e.g. the emulator's `requester` in tests. */
  clientOptions?: AlgoliaClientOptions;
  /** Records per batch request and rows per database page. Default 1000. */
  batchSize?: number;
}

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

/** Ids in an Algolia record are strings; the database's are numbers. */
function numericIds(values: unknown): number[] {
  const list = Array.isArray(values)
    ? values
    : values === undefined || values === null
      ? []
      : [values];
  return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

async function readByIds<TRow>(
  ids: readonly number[],
  batchSize: number,
  read: (selection: RowSelection) => Promise<TRow[]>,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let start = 0; start < ids.length; start += batchSize) {
    rows.push(...(await read({ ids: ids.slice(start, start + batchSize) })));
  }
  return rows;
}

/** Upserts for the rows still visible, deletes for the requested ids that are not. */
function writesFor<TRecord extends { objectID: string }>(
  requested: readonly number[],
  records: TRecord[],
) {
  const kept = new Set(records.map((record) => record.objectID));
  return { upserts: records, deletes: requested.map(String).filter((id) => !kept.has(id)) };
}

export function createAlgoliaIndexer(options: AlgoliaIndexerOptions): SearchIndexer {
  const { db, config } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const client: AlgoliaAdminClient = createAdminClient(
    config.appId,
    config.adminApiKey,
    options.clientOptions,
  );
  const { indexes } = config;

  /** Posts the index files under these authors or series. */
  async function indexedPostsOf(
    authorIds: readonly number[],
    seriesIds: readonly number[],
  ): Promise<number[]> {
    const filters = [
      ...authorIds.map((id) => `${FACET_ATTRIBUTES.authors}:${id}`),
      ...seriesIds.map((id) => `${FACET_ATTRIBUTES.series}:${id}`),
    ];
    if (filters.length === 0) return [];
    return numericIds(await browseIds(client, indexes.posts, filters));
  }

  async function sync(changes: ContentChanges): Promise<void> {
    const changedPosts = unique(changes.posts);
    const changedAuthors = unique(changes.authors);
    const changedSeries = unique(changes.series);

    // Before: who the changed posts were filed under.
    const previous = await readRecords(client, indexes.posts, changedPosts.map(String), [
      FACET_ATTRIBUTES.authors,
      FACET_ATTRIBUTES.series,
    ]);

    // Posts whose records carry a changed name, whether the database still links them or not.
    const carrying = [
      ...(await readPublishedPostIdsOf(db, { authors: changedAuthors, series: changedSeries })),
      ...(await indexedPostsOf(changedAuthors, changedSeries)),
    ];
    const postIds = unique([...changedPosts, ...carrying]);
    const postRecords: PostRecord[] = (
      await readByIds(postIds, batchSize, (selection) => readPublishedPosts(db, selection))
    ).map(postRecord);

    // After: who the changed posts are filed under now. Both sides may gain or lose a member.
    const changedPostIds = new Set(changedPosts.map(String));
    const current = postRecords.filter((record) => changedPostIds.has(record.objectID));
    const authorIds = unique([
      ...changedAuthors,
      ...previous.flatMap((record) => numericIds(record[FACET_ATTRIBUTES.authors])),
      ...current.flatMap((record) => numericIds(record.authors)),
    ]);
    const seriesIds = unique([
      ...changedSeries,
      ...previous.flatMap((record) => numericIds(record[FACET_ATTRIBUTES.series])),
      ...current.flatMap((record) => numericIds(record.series)),
    ]);
    const authorRecords = (
      await readByIds(authorIds, batchSize, (selection) => readVisibleAuthors(db, selection))
    ).map(authorRecord);
    const seriesRecords = (
      await readByIds(seriesIds, batchSize, (selection) => readVisibleSeries(db, selection))
    ).map(seriesRecord);

    await writeRecords(client, indexes.posts, writesFor(postIds, postRecords), batchSize);
    await writeRecords(client, indexes.authors, writesFor(authorIds, authorRecords), batchSize);
    await writeRecords(client, indexes.series, writesFor(seriesIds, seriesRecords), batchSize);
  }

  async function* recordPages<TRow extends { id: number }, TRecord>(
    read: (selection: RowSelection) => Promise<TRow[]>,
    toRecord: (row: TRow) => TRecord,
  ): AsyncGenerator<TRecord[]> {
    for await (const rows of pagesOf(read, batchSize)) yield rows.map(toRecord);
  }

  async function reindexAll(options: ReindexOptions = {}): Promise<ReindexReport> {
    // Settings first: the primary creates its replicas, which then get their own ranking.
    for (const { indexName, settings } of indexSettingsPlan(indexes))
      await pushSettings(client, indexName, settings);
    const synonyms = spellingSynonyms();
    for (const indexName of [indexes.posts, indexes.authors, indexes.series])
      await replaceSynonyms(client, indexName, synonyms);

    // Each index is replaced whole (a temporary index moved onto the live one), so progress is
    // reported per index, and an interrupted rebuild simply runs again: `resume` has nothing to add.
    const rebuild = async <TRow extends { id: number }, TRecord extends { objectID: string }>(
      stage: ReindexProgress['stage'],
      read: (selection: RowSelection) => Promise<TRow[]>,
      toRecord: (row: TRow) => TRecord,
    ) => {
      options.onProgress?.({ stage, done: 0, total: 1 });
      const count = await replaceIndexContents(client, indexes[stage], recordPages(read, toRecord));
      options.onProgress?.({ stage, done: count, total: count });
      return count;
    };
    const posts = await rebuild('posts', (selection) => readPublishedPosts(db, selection), postRecord);
    const authors = await rebuild('authors', (selection) => readVisibleAuthors(db, selection), authorRecord);
    const series = await rebuild('series', (selection) => readVisibleSeries(db, selection), seriesRecord);
    return { posts, authors, series };
  }

  return { sync, reindexAll };
}
