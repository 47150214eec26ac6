/**
 * The Algolia engine against the shared contract, on the emulator (tests have no network), plus
 * what only this adapter promises: one request per dropdown, with the spec's limits and fields,
 * sent with the search-only key; pages mapped from 1-based to Algolia's 0-based; disjunctive facet
 * counting in one request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@openshiur/db/testing';
import type { AlgoliaConfig } from '../config';
import {
  createAlgoliaEmulator,
  describeSearchContract,
  insertCorpus,
  type AlgoliaEmulator,
} from '../testing';
import type { SearchEngine } from '../types';
import { createAlgoliaSuggester } from './browser';
import { createAlgoliaSearch } from './engine';
import { createAlgoliaIndexer } from './indexer';

function configFor(emulator: AlgoliaEmulator): AlgoliaConfig {
  return {
    appId: emulator.appId,
    searchApiKey: emulator.searchApiKey,
    adminApiKey: emulator.adminApiKey,
    indexes: { posts: 'test_posts', authors: 'test_authors', series: 'test_series' },
  };
}

describeSearchContract('algolia', ['pglite'], async (db) => {
  const emulator = createAlgoliaEmulator();
  const config = configFor(emulator);
  const clientOptions = { requester: emulator.requester };
  return {
    engine: createAlgoliaSearch({ config, clientOptions }),
    indexer: createAlgoliaIndexer({ db, config, clientOptions }),
  };
});

describe('algolia engine requests', () => {
  let testDb: TestDatabase;
  let emulator: AlgoliaEmulator;
  let config: AlgoliaConfig;
  let engine: SearchEngine;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await insertCorpus(testDb.db);
    emulator = createAlgoliaEmulator();
    config = configFor(emulator);
    const clientOptions = { requester: emulator.requester };
    engine = createAlgoliaSearch({ config, clientOptions });
    await createAlgoliaIndexer({ db: testDb.db, config, clientOptions }).reindexAll();
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  const searches = () =>
    emulator.requests.filter((request) => request.path === '/1/indexes/*/queries');

  it('sends one multi-index request per dropdown, with the spec limits and fields', async () => {
    emulator.clearRequests();
    await engine.suggest('  shabbos  ');
    expect(emulator.requests).toHaveLength(1);
    const [request] = emulator.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/1/indexes/*/queries' });
    expect(request?.body).toEqual({
      requests: [
        {
          indexName: 'test_posts',
          query: 'shabbos',
          hitsPerPage: 7,
          attributesToRetrieve: ['title'],
          attributesToHighlight: [],
        },
        {
          indexName: 'test_authors',
          query: 'shabbos',
          hitsPerPage: 4,
          attributesToRetrieve: ['name', 'image'],
          attributesToHighlight: [],
        },
        {
          indexName: 'test_series',
          query: 'shabbos',
          hitsPerPage: 7,
          attributesToRetrieve: ['name'],
          attributesToHighlight: [],
        },
      ],
    });
  });

  it('searches with the search-only key, never the admin key', async () => {
    emulator.clearRequests();
    await engine.suggest('berachos');
    await engine.searchPosts({ query: 'berachos', filters: { topics: ['Gemara'] } });
    await engine.searchAuthors({ query: 'sample' });
    await engine.searchSeries({ query: '' });
    expect(emulator.requests.length).toBeGreaterThanOrEqual(4);
    for (const request of emulator.requests) expect(request.apiKey).toBe(emulator.searchApiKey);
  });

  it('answers an empty query without any request', async () => {
    emulator.clearRequests();
    expect((await engine.suggest(' ')).posts).toEqual({ hits: [], more: false });
    expect(emulator.requests).toHaveLength(0);
  });

  it('maps the 1-based page of the contract to Algolia’s 0-based page, and back', async () => {
    emulator.clearRequests();
    const posts = await engine.searchPosts({ query: 'lecture', page: 2, pageSize: 3 });
    const authors = await engine.searchAuthors({ query: '', page: 3, pageSize: 2 });
    const series = await engine.searchSeries({ query: '', page: 1, pageSize: 5 });
    const sent = searches().map(
      (request) => (request.body as { requests: { page?: number }[] }).requests[0]?.page,
    );
    expect(sent).toEqual([1, 2, 0]);
    expect(posts).toMatchObject({ page: 2, pageSize: 3, ids: ['26', '25', '24'] });
    expect(authors).toMatchObject({ page: 3, pageSize: 2, ids: ['6', '4'] });
    expect(series).toMatchObject({ page: 1, pageSize: 5 });
  });

  it('counts refined facets with one extra query each, in the same request', async () => {
    emulator.clearRequests();
    await engine.searchPosts({
      query: '',
      filters: { topics: ['Halacha'], mediaTypes: ['Video', 'Text'] },
      sort: 'oldest',
    });
    expect(searches()).toHaveLength(1);
    const { requests } = searches()[0]?.body as { requests: Record<string, unknown>[] };
    expect(requests).toHaveLength(3);
    // Sorted by a standard replica; every query of the request goes to it.
    for (const request of requests) expect(request.indexName).toBe('test_posts_oldest');
    expect(requests[0]).toMatchObject({
      hitsPerPage: 20,
      page: 0,
      facetFilters: [['topics:Halacha'], ['mediaType:Video', 'mediaType:Text']],
      facets: ['authors', 'series', 'language', 'clipLength', 'holidays'],
    });
    expect(requests[1]).toMatchObject({
      hitsPerPage: 0,
      facets: ['topics'],
      facetFilters: [['mediaType:Video', 'mediaType:Text']],
    });
    expect(requests[2]).toMatchObject({
      hitsPerPage: 0,
      facets: ['mediaType'],
      facetFilters: [['topics:Halacha']],
    });
  });

  it('relevance without words sorts newest first, through the newest replica', async () => {
    emulator.clearRequests();
    await engine.searchPosts({ query: '' });
    await engine.searchPosts({ query: 'shabbos' });
    const indexNames = searches().map(
      (request) => (request.body as { requests: { indexName: string }[] }).requests[0]?.indexName,
    );
    expect(indexNames).toEqual(['test_posts_newest', 'test_posts']);
  });

  it('does not send a request the shared validation rejects', async () => {
    emulator.clearRequests();
    await expect(engine.searchPosts({ query: '', pageSize: 51 })).rejects.toMatchObject({
      name: 'SearchInputError',
    });
    await expect(engine.suggest('x'.repeat(201))).rejects.toMatchObject({
      name: 'SearchInputError',
      field: 'query',
    });
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('browser suggester', () => {
  let testDb: TestDatabase;
  let emulator: AlgoliaEmulator;
  let config: AlgoliaConfig;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await insertCorpus(testDb.db);
    emulator = createAlgoliaEmulator();
    config = configFor(emulator);
    await createAlgoliaIndexer({
      db: testDb.db,
      config,
      clientOptions: { requester: emulator.requester },
    }).reindexAll();
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('queries the three indexes in one request with the search-only key', async () => {
    const suggest = createAlgoliaSuggester(
      { appId: config.appId, searchApiKey: config.searchApiKey, indexes: config.indexes },
      { requester: emulator.requester },
    );
    emulator.clearRequests();
    const result = await suggest('Katzman');
    expect(result.authors.hits).toEqual([
      { objectID: '4', name: 'Rabbi Sample Katzman', image: null },
    ]);
    expect(emulator.requests).toHaveLength(1);
    expect(emulator.requests[0]).toMatchObject({
      path: '/1/indexes/*/queries',
      apiKey: emulator.searchApiKey,
    });
    expect(emulator.requests[0]?.apiKey).not.toBe(emulator.adminApiKey);
  });

  it('cannot write with the search-only key', async () => {
    const { algoliasearch } = await import('algoliasearch');
    const client = algoliasearch(config.appId, config.searchApiKey, {
      requester: emulator.requester,
    });
    await expect(
      client.saveObjects({
        indexName: config.indexes.posts,
        objects: [{ objectID: '999', title: 'Forged' }],
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('rejects when aborted, and refuses queries longer than the server accepts', async () => {
    const suggest = createAlgoliaSuggester(config, { requester: emulator.requester });
    const controller = new AbortController();
    controller.abort(new Error('typed on'));
    await expect(suggest('berachos', controller.signal)).rejects.toThrow('typed on');
    await expect(suggest('x'.repeat(201))).rejects.toBeInstanceOf(RangeError);
  });

  it('a cancelled query to an unreachable Algolia leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // Every host fails, as when the network to Algolia is down.
      const unreachable = { send: async () => ({ status: 0, content: 'connect ECONNREFUSED', isTimedOut: false }) };
      const suggest = createAlgoliaSuggester(config, { requester: unreachable });
      const controller = new AbortController();
      controller.abort(new Error('typed on'));
      await expect(suggest('berachos', controller.signal)).rejects.toThrow('typed on');
      await expect(suggest('berachos')).rejects.toThrow(/Unreachable hosts/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
