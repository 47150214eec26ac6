/**
 * The indexer against a real (PGlite) database and the emulator: what reaches each index after a
 * full rebuild and after each kind of change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema, type Database } from '@openshiur/db';
import { createTestDatabase, type TestDatabase } from '@openshiur/db/testing';
import type { AlgoliaConfig } from '../config';
import { createAlgoliaEmulator, insertCorpus, type AlgoliaEmulator } from '../testing';
import type { SearchIndexer } from '../types';
import { createAlgoliaIndexer } from './indexer';
import { readPublishedPosts, readVisibleAuthors, readVisibleSeries } from './rows';
import { postsSettings, spellingSynonyms } from './settings';
import { createAdminClient } from './writes';

const { authors, series, posts, postAuthors } = schema;

const INDEXES = { posts: 'ix_posts', authors: 'ix_authors', series: 'ix_series' };

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('pglite');
  db = testDb.db;
  await insertCorpus(db);
});

afterAll(async () => {
  await testDb?.cleanup();
});

function setup(options: { batchSize?: number; maxRecordBytes?: number } = {}) {
  const emulator = createAlgoliaEmulator({ maxRecordBytes: options.maxRecordBytes });
  const config: AlgoliaConfig = {
    appId: emulator.appId,
    searchApiKey: emulator.searchApiKey,
    adminApiKey: emulator.adminApiKey,
    indexes: INDEXES,
  };
  const indexer = createAlgoliaIndexer({
    db,
    config,
    clientOptions: { requester: emulator.requester },
    batchSize: options.batchSize,
  });
  return { emulator, config, indexer };
}

const idsIn = (emulator: AlgoliaEmulator, indexName: string) =>
  emulator
    .records(indexName)
    .map((record) => Number(record.objectID))
    .sort((a, b) => a - b);

const record = (emulator: AlgoliaEmulator, indexName: string, id: number) =>
  emulator.records(indexName).find((entry) => entry.objectID === String(id));

describe('database reads', () => {
  it('reads only Published posts, and authors and series with a Published post', async () => {
    const postIds = (await readPublishedPosts(db, { afterId: 0, limit: 100 })).map((row) => row.id);
    for (const hidden of [13, 14, 15]) expect(postIds).not.toContain(hidden);
    expect(postIds).toHaveLength(22);
    expect((await readVisibleAuthors(db, { ids: [1, 7] })).map((row) => row.id)).toEqual([1]);
    expect((await readVisibleSeries(db, { ids: [1, 4] })).map((row) => row.id)).toEqual([1]);
  });

  it('lists a post’s authors in credit order', async () => {
    const [row] = await readPublishedPosts(db, { ids: [3] });
    expect(row?.authors.map((author) => author.id)).toEqual([1, 2]);
    expect(row?.seriesName).toBe('Daf Yomi Berachos');
  });
});

describe('reindexAll', () => {
  it('configures the indexes and fills them with the visible records', async () => {
    const { emulator, indexer } = setup();
    expect(await indexer.reindexAll()).toEqual({ posts: 22, authors: 7, series: 12 });
    // No temporary index is left behind.
    expect(emulator.indexNames()).toEqual([
      'ix_authors',
      'ix_posts',
      'ix_posts_newest',
      'ix_posts_oldest',
      'ix_series',
    ]);
    expect(idsIn(emulator, 'ix_posts')).not.toContain(13);
    expect(idsIn(emulator, 'ix_authors')).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(idsIn(emulator, 'ix_series')).toEqual([1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(emulator.settings('ix_posts')).toMatchObject({
      ...postsSettings(),
      replicas: ['ix_posts_newest', 'ix_posts_oldest'],
    });
    // The replicas are standard replicas of posts, with their own ranking and the same synonyms.
    expect(emulator.primaryOf('ix_posts_newest')).toBe('ix_posts');
    expect(emulator.settings('ix_posts_oldest')?.ranking?.[0]).toBe('asc(publishedAt)');
    expect(idsIn(emulator, 'ix_posts_oldest')).toEqual(idsIn(emulator, 'ix_posts'));
    const synonyms = spellingSynonyms().length;
    for (const name of emulator.indexNames())
      expect(emulator.synonyms(name), name).toHaveLength(synonyms);
  });

  it('rebuilds through a temporary index moved onto the live one, dropping stale records', async () => {
    const { emulator, config, indexer } = setup({ batchSize: 5 });
    await indexer.reindexAll();
    const admin = createAdminClient(config.appId, config.adminApiKey, {
      requester: emulator.requester,
    });
    await admin.saveObjects({
      indexName: 'ix_posts',
      objects: [{ objectID: '999', title: 'Gone from the database' }],
      waitForTasks: true,
    });
    emulator.clearRequests();

    expect(await indexer.reindexAll()).toEqual({ posts: 22, authors: 7, series: 12 });
    expect(idsIn(emulator, 'ix_posts')).not.toContain(999);
    const batches = emulator.requests.filter(
      (request) => request.path.endsWith('/batch') && !request.path.includes('synonyms'),
    );
    // Never written record by record into the live index: only into temporary ones, 5 per batch.
    for (const request of batches)
      expect(request.path).toMatch(
        /^\/1\/indexes\/ix_(posts|authors|series)_tmp_[a-z0-9]+\/batch$/,
      );
    expect(
      batches.filter((request) => request.path.startsWith('/1/indexes/ix_posts_tmp')),
    ).toHaveLength(5);
    const moves = emulator.requests.filter(
      (request) => (request.body as { operation?: string } | undefined)?.operation === 'move',
    );
    expect(moves.map((request) => (request.body as { destination: string }).destination)).toEqual([
      'ix_posts',
      'ix_authors',
      'ix_series',
    ]);
  });

  it('leaves the live index as it was when a rebuild fails, and no temporary index', async () => {
    const { emulator, config, indexer } = setup({ batchSize: 5 });
    await indexer.reindexAll();
    const before = emulator.records('ix_posts');
    // The third batch into a temporary index fails, as a quota or network error would.
    let batches = 0;
    const failing = createAlgoliaIndexer({
      db,
      config,
      batchSize: 5,
      clientOptions: {
        requester: {
          send(request) {
            if (/_tmp_[a-z0-9]+\/batch/.test(request.url) && ++batches === 3) {
              return Promise.resolve({
                status: 400,
                content: '{"message":"Record quota exceeded","status":400}',
                isTimedOut: false,
              });
            }
            return emulator.requester.send(request);
          },
        },
      },
    });
    await expect(failing.reindexAll()).rejects.toThrow(/quota/);
    expect(emulator.indexNames()).toEqual([
      'ix_authors',
      'ix_posts',
      'ix_posts_newest',
      'ix_posts_oldest',
      'ix_series',
    ]);
    expect(emulator.records('ix_posts')).toEqual(before);
    expect(before).toHaveLength(22);
  });

  it('refuses records the plan cannot hold rather than dropping them', async () => {
    const { indexer } = setup({ maxRecordBytes: 250 });
    await expect(indexer.reindexAll()).rejects.toThrow(/too big/);
  });
});

describe('sync', () => {
  let emulator: AlgoliaEmulator;
  let indexer: SearchIndexer;

  beforeEach(async () => {
    ({ emulator, indexer } = setup());
    await indexer.reindexAll();
  });

  it('brings an author and series in with their first Published post, and out with it', async () => {
    await db.insert(authors).values({ id: 50, name: 'Rabbi Test Newman', slug: 'test-newman' });
    await db
      .insert(series)
      .values({ id: 50, name: 'Test Series Fifty', slug: 'test-series-fifty' });
    await db.insert(posts).values({
      id: 50,
      slug: 'test-post-50',
      title: 'A New Shiur',
      status: 'Draft',
      platform: 'Torah Online',
      mediaType: 'Audio',
      seriesId: 50,
    });
    await db.insert(postAuthors).values({ postId: 50, authorId: 50 });

    await db
      .update(posts)
      .set({ status: 'Published', publishedAt: new Date('2026-05-01T00:00:00Z') })
      .where(eq(posts.id, 50));
    await indexer.sync({ posts: [50] });
    expect(record(emulator, 'ix_posts', 50)).toMatchObject({
      authorNames: ['Rabbi Test Newman'],
      seriesName: 'Test Series Fifty',
      series: '50',
    });
    expect(record(emulator, 'ix_authors', 50)).toMatchObject({
      name: 'Rabbi Test Newman',
      image: null,
    });
    expect(record(emulator, 'ix_series', 50)).toMatchObject({ name: 'Test Series Fifty' });

    await db.update(posts).set({ status: 'Scheduled' }).where(eq(posts.id, 50));
    await indexer.sync({ posts: [50] });
    expect(record(emulator, 'ix_posts', 50)).toBeUndefined();
    expect(record(emulator, 'ix_authors', 50)).toBeUndefined();
    expect(record(emulator, 'ix_series', 50)).toBeUndefined();

    // A deleted post takes its links with it: the indexer learns them from the index.
    await db.update(posts).set({ status: 'Published' }).where(eq(posts.id, 50));
    await indexer.sync({ posts: [50] });
    expect(record(emulator, 'ix_authors', 50)).toBeDefined();
    await db.delete(posts).where(eq(posts.id, 50));
    await indexer.sync({ posts: [50] });
    expect(record(emulator, 'ix_posts', 50)).toBeUndefined();
    expect(record(emulator, 'ix_authors', 50)).toBeUndefined();
    expect(record(emulator, 'ix_series', 50)).toBeUndefined();
  });

  it('moves a post between series and authors, updating both sides', async () => {
    await db.update(posts).set({ seriesId: 3 }).where(eq(posts.id, 12));
    await db.delete(postAuthors).where(eq(postAuthors.postId, 6));
    await db.insert(postAuthors).values({ postId: 6, authorId: 7 });
    await indexer.sync({ posts: [12, 6] });
    expect(record(emulator, 'ix_posts', 12)).toMatchObject({
      series: '3',
      seriesName: 'Sukkah Insights',
    });
    expect(record(emulator, 'ix_posts', 6)).toMatchObject({
      authors: ['7'],
      authorNames: ['Rabbi Sample Hiddenstein'],
    });
    // Author 7 gained its first Published post; author 3 still has others.
    expect(record(emulator, 'ix_authors', 7)).toBeDefined();
    expect(record(emulator, 'ix_authors', 3)).toBeDefined();

    await db.delete(postAuthors).where(eq(postAuthors.postId, 6));
    await db.insert(postAuthors).values({ postId: 6, authorId: 3 });
    await db.update(posts).set({ seriesId: null }).where(eq(posts.id, 12));
    await indexer.sync({ posts: [6, 12] });
    expect(record(emulator, 'ix_authors', 7)).toBeUndefined();
    expect(record(emulator, 'ix_posts', 12)).not.toHaveProperty('series');
  });

  it('refreshes the posts that carry a renamed author or series', async () => {
    await db
      .update(authors)
      .set({ name: 'Rabbi <em>Sample</em> Avrahamsohn' })
      .where(eq(authors.id, 1));
    await db.update(series).set({ name: 'Daf Yomi Brachos' }).where(eq(series.id, 1));
    await indexer.sync({ authors: [1], series: [1] });
    for (const id of [1, 2, 3])
      expect(record(emulator, 'ix_posts', id)?.authorNames).toContain('Rabbi Sample Avrahamsohn');
    for (const id of [1, 2, 3, 7])
      expect(record(emulator, 'ix_posts', id)?.seriesName).toBe('Daf Yomi Brachos');
    expect(record(emulator, 'ix_authors', 1)).toMatchObject({
      name: 'Rabbi <em>Sample</em> Avrahamsohn',
      plainName: 'Rabbi Sample Avrahamsohn',
    });
    expect(record(emulator, 'ix_series', 1)).toMatchObject({ name: 'Daf Yomi Brachos' });
    // Posts of other authors and series are not rewritten.
    const written = emulator.requests
      .filter((request) => request.path === '/1/indexes/ix_posts/batch')
      .flatMap((request) =>
        (request.body as { requests: { body: { objectID: string } }[] }).requests.map(
          (entry) => entry.body.objectID,
        ),
      );
    expect(written.slice(-4).sort()).toEqual(['1', '2', '3', '7']);

    await db.update(authors).set({ name: 'Rabbi Sample Avrahamson' }).where(eq(authors.id, 1));
    await db.update(series).set({ name: 'Daf Yomi Berachos' }).where(eq(series.id, 1));
    await indexer.sync({ authors: [1], series: [1] });
  });

  it('takes a deleted author out of the posts the index still files under it', async () => {
    await db
      .insert(authors)
      .values({ id: 60, name: 'Rabbi Guest Lecturer', slug: 'guest-lecturer' });
    await db.insert(postAuthors).values({ postId: 20, authorId: 60, position: 1 });
    await indexer.sync({ posts: [20] });
    expect(record(emulator, 'ix_posts', 20)).toMatchObject({ authors: ['4', '60'] });
    expect(record(emulator, 'ix_authors', 60)).toBeDefined();

    // The database forgets the link with the author; only the index still knows post 20.
    await db.delete(authors).where(eq(authors.id, 60));
    await indexer.sync({ authors: [60] });
    expect(record(emulator, 'ix_authors', 60)).toBeUndefined();
    expect(record(emulator, 'ix_posts', 20)).toMatchObject({
      authors: ['4'],
      authorNames: ['Rabbi Sample Katzman'],
    });
  });

  it('does nothing harmful for ids that never existed', async () => {
    const before = emulator.records('ix_posts').length;
    await indexer.sync({ posts: [9999], authors: [9999], series: [9999] });
    expect(emulator.records('ix_posts')).toHaveLength(before);
  });
});
