import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { insertCorpus } from '../testing/contract/corpus';
import type { ReindexProgress } from '../types';
import { createBuiltInSearch } from './engine';
import { createBuiltInIndexer } from './indexer';

describe.each(testDatabaseKinds())('the built-in indexer on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await insertCorpus(testDb.db);
  });
  afterAll(async () => testDb?.cleanup());

  const savedState = async () =>
    (await testDb.db.execute<{ stage: string }>(sql`select stage from search_reindex_state`)).rows;

  it('reports progress by stage, and leaves no state behind when it finishes', async () => {
    const progress: ReindexProgress[] = [];
    const report = await createBuiltInIndexer(testDb.db).reindexAll({ onProgress: (entry) => progress.push(entry) });
    expect(report).toEqual({ posts: 22, authors: 7, series: 12 });
    expect(progress.map((entry) => entry.stage)).toEqual(['authors', 'authors', 'series', 'series', 'posts', 'posts']);
    expect(progress.at(-1)).toEqual({ stage: 'posts', done: 25, total: 25 });
    expect(await savedState()).toEqual([]);
  });

  it('resumes an interrupted rebuild after its last finished batch', async () => {
    const indexer = createBuiltInIndexer(testDb.db);
    const interrupted = indexer.reindexAll({
      onProgress: (entry) => {
        if (entry.stage === 'series' && entry.done > 0) throw new Error('the process stopped');
      },
    });
    await expect(interrupted).rejects.toThrow('the process stopped');
    expect(await savedState()).toEqual([{ stage: 'series' }]);

    const progress: ReindexProgress[] = [];
    const report = await indexer.reindexAll({ resume: true, onProgress: (entry) => progress.push(entry) });
    expect(report).toEqual({ posts: 22, authors: 7, series: 12 });
    // Authors were done; series start where they stopped (all written); posts from the start.
    expect(progress[0]).toMatchObject({ stage: 'series' });
    expect(progress[0]?.done).toBe(progress[0]?.total);
    expect(progress.filter((entry) => entry.stage === 'authors')).toEqual([]);
    expect(progress.at(-1)).toEqual({ stage: 'posts', done: 25, total: 25 });
    expect(await savedState()).toEqual([]);
    // The index works: variant keys were written, the vocabulary rebuilt.
    const engine = createBuiltInSearch(testDb.db);
    expect((await engine.suggest('Brachot')).posts.hits.length).toBeGreaterThan(0);
    expect((await engine.suggest('Berachso')).posts.hits.length).toBeGreaterThan(0);
  });

  it('rebuilds from the start when asked to resume with nothing to resume', async () => {
    const progress: ReindexProgress[] = [];
    await createBuiltInIndexer(testDb.db).reindexAll({ resume: true, onProgress: (entry) => progress.push(entry) });
    expect(progress[0]).toEqual({ stage: 'authors', done: 0, total: 8 });
  });
});
