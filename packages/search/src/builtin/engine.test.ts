import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { insertCorpus } from '../testing/contract/corpus';
import { describeSearchContract } from '../testing';
import { createBuiltInSearch } from './engine';
import { createBuiltInIndexer } from './indexer';

// The shared contract, on PGlite and (when TEST_DATABASE_URL is set) on a PostgreSQL server.
describeSearchContract('built-in', testDatabaseKinds(), async (db) => ({
  engine: createBuiltInSearch(db),
  indexer: createBuiltInIndexer(db),
}));

// Beyond the contract (Algolia counts a one-word synonym as exact): the words as typed come first.
describe.each(testDatabaseKinds())('the built-in engine on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await insertCorpus(testDb.db);
    await createBuiltInIndexer(testDb.db).reindexAll();
  });
  afterAll(async () => testDb?.cleanup());

  it('shows titles with the name as typed before titles in its other spellings', async () => {
    const engine = createBuiltInSearch(testDb.db);
    const ids = async (query: string) => (await engine.suggest(query)).posts.hits.map((hit) => hit.objectID);
    // Posts 1–3 say "Berachos"; post 7 (newer) says ברכות: each script first for its own query.
    expect(await ids('Berachos')).toEqual(['3', '2', '1', '7']);
    expect((await ids('ברכות'))[0]).toBe('7');
    expect((await engine.searchPosts({ query: 'Berachos' })).ids).toEqual(['3', '2', '1', '7']);
  });
});
