/**
 * The emulator through the official clients: Algolia's documented behaviour on the subset the
 * adapter uses, and a clear refusal for everything else.
 */
import { algoliasearch, type IndexSettings, type SynonymHit } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { createAlgoliaEmulator } from './emulator';
import { damerauLevenshtein, prefixDistance } from './matching';

function setup() {
  const emulator = createAlgoliaEmulator();
  const admin = algoliasearch(emulator.appId, emulator.adminApiKey, {
    requester: emulator.requester,
  });
  const search = liteClient(emulator.appId, emulator.searchApiKey, {
    requester: emulator.requester,
  });
  async function seed(
    indexName: string,
    settings: IndexSettings,
    records: Record<string, unknown>[],
    synonyms: SynonymHit[] = [],
  ) {
    await admin.setSettings({ indexName, indexSettings: settings });
    if (synonyms.length > 0) await admin.saveSynonyms({ indexName, synonymHit: synonyms });
    await admin.saveObjects({ indexName, objects: records, waitForTasks: true });
  }
  async function query(indexName: string, params: Record<string, unknown> = {}) {
    const { results } = await search.search({ requests: [{ indexName, ...params }] });
    return results[0] as {
      hits: Record<string, unknown>[];
      nbHits: number;
      nbPages: number;
      facets?: Record<string, Record<string, number>>;
    };
  }
  async function ids(indexName: string, q: string, params: Record<string, unknown> = {}) {
    return (await query(indexName, { query: q, ...params })).hits.map((hit) => hit.objectID);
  }
  return { emulator, admin, search, seed, query, ids };
}

const TEXT: IndexSettings = {
  searchableAttributes: ['unordered(title)', 'unordered(body)'],
  queryType: 'prefixLast',
};

const docs = [
  { objectID: '1', title: 'Shabbat Candles and Their Laws', body: '', rank: 3 },
  { objectID: '2', title: 'Cooking on Shabbos', body: 'candles are lit before', rank: 2 },
  { objectID: '3', title: 'Stars at Nightfall', body: 'the time for shema', rank: 1 },
  { objectID: '4', title: 'Pesaḥim 2a', body: 'בְּדִיקַת חָמֵץ', rank: 4 },
  { objectID: '5', title: 'Tishah BeAv Kinos', body: '', rank: 5 },
];

describe('emulated matching', () => {
  it('requires every word, the last one as a prefix only', async () => {
    const { seed, ids } = setup();
    await seed('docs', TEXT, docs);
    expect(await ids('docs', 'stars at night')).toEqual(['3']);
    expect(await ids('docs', 'stars night at')).toEqual([]);
    expect(await ids('docs', 'nigh stars')).toEqual([]);
    expect(await ids('docs', 'cook')).toEqual(['2']);
    expect(await ids('docs', 'shabbat laws missing')).toEqual([]);
  });

  it('folds case, diacritics and Hebrew points', async () => {
    const { seed, ids } = setup();
    await seed('docs', TEXT, docs);
    expect(await ids('docs', 'PESAHIM')).toEqual(['4']);
    expect(await ids('docs', 'בדיקת')).toEqual(['4']);
  });

  it('counts Damerau-Levenshtein typos: one from 4 letters, two from 8, none below', async () => {
    expect(damerauLevenshtein('candels', 'candles')).toBe(1);
    expect(damerauLevenshtein('berachso', 'berachos')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(prefixDistance('nigtf', 'nightfall', 1)).toBe(1);
    const { seed, ids } = setup();
    await seed(
      'docs',
      { ...TEXT, typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 },
      docs,
    );
    expect(await ids('docs', 'Candels')).toEqual(['1', '2']);
    expect(await ids('docs', 'nihgtfal')).toEqual(['3']);
    expect(await ids('docs', 'nxghtfxll')).toEqual(['3']);
    expect(await ids('docs', 'nxxhtfxll')).toEqual([]);
    expect(await ids('docs', 'sat')).toEqual([]);
    expect(await ids('docs', 'stra')).toEqual(['3']);
  });

  it('ranks exact matches first, and keeps only them with typoTolerance "min"', async () => {
    const { seed, ids } = setup();
    const records = [
      { objectID: 'a', title: 'Berachos Daf', body: '', rank: 1 },
      { objectID: 'b', title: 'Brachfeld', body: '', rank: 2 },
    ];
    await seed(
      'tolerant',
      { ...TEXT, typoTolerance: true, customRanking: ['desc(rank)'] },
      records,
    );
    await seed('strict', { ...TEXT, typoTolerance: 'min', customRanking: ['desc(rank)'] }, records);
    expect(await ids('tolerant', 'bera')).toEqual(['a', 'b']);
    expect(await ids('strict', 'bera')).toEqual(['a']);
    expect(await ids('strict', 'brachfled')).toEqual(['b']);
  });

  it('folds multi-way synonyms, single and multi-word, and one-way ones from their input only', async () => {
    const { seed, ids } = setup();
    await seed('docs', TEXT, docs, [
      { objectID: 'shabbos', type: 'synonym', synonyms: ['Shabbos', 'Shabbat', 'שבת'] },
      { objectID: 'tisha', type: 'synonym', synonyms: ["Tisha B'Av", 'Tishah BeAv', '9 Av'] },
      { objectID: 'one-way', type: 'onewaysynonym', input: 'cooking', synonyms: ['candles'] },
    ]);
    expect(await ids('docs', 'shabbat')).toEqual(['1', '2']);
    expect(await ids('docs', 'שבת')).toEqual(['1', '2']);
    expect(await ids('docs', "tisha b'av kinos")).toEqual(['5']);
    expect(await ids('docs', '9 av')).toEqual(['5']);
    expect(await ids('docs', '9 kinos')).toEqual([]);
    expect(await ids('docs', 'cooking')).toEqual(['1', '2']);
    expect(await ids('docs', 'candles lit')).toEqual(['2']);
  });

  it('ranks by typos, then attribute, then custom ranking', async () => {
    const { seed, ids } = setup();
    await seed('docs', { ...TEXT, typoTolerance: true, customRanking: ['asc(rank)'] }, [
      { objectID: 'body-new', title: 'x', body: 'nightfall', rank: 1 },
      { objectID: 'title-old', title: 'nightfall', body: '', rank: 9 },
      { objectID: 'title-new', title: 'nightfall', body: '', rank: 2 },
      { objectID: 'typo', title: 'nightfal', body: '', rank: 0 },
      { objectID: 'no-rank', title: 'nightfall', body: '' },
    ]);
    expect(await ids('docs', 'nightfall', { hitsPerPage: 10 })).toEqual([
      'title-new',
      'title-old',
      'no-rank',
      'body-new',
      'typo',
    ]);
  });

  it('refuses a searchable attribute syntax it does not emulate', async () => {
    const { admin } = setup();
    await expect(
      admin.setSettings({
        indexName: 'x',
        indexSettings: { searchableAttributes: ['author.name'] },
      }),
    ).rejects.toThrow(/searchable attribute/);
  });
});

describe('emulated filters, facets and pages', () => {
  const posts = Array.from({ length: 12 }, (_, index) => ({
    objectID: String(index + 1),
    title: `Lecture ${index + 1}`,
    topics: index % 3 === 0 ? ['Halacha', 'Gemara'] : ['Parsha'],
    mediaType: index % 2 === 0 ? 'Audio' : 'Video',
    date: index,
  }));
  const settings: IndexSettings = {
    searchableAttributes: ['title'],
    attributesForFaceting: ['topics', 'mediaType', 'filterOnly(date)'],
    customRanking: ['desc(date)'],
  };

  it('ORs inside a list and ANDs across lists, with negation and escaped values', async () => {
    const { seed, ids } = setup();
    await seed('p', settings, [
      ...posts,
      { objectID: '99', title: 'Odd', topics: ['-Minus'], mediaType: 'Text', date: -1 },
    ]);
    expect(await ids('p', '', { facetFilters: [['topics:Halacha']], hitsPerPage: 50 })).toEqual([
      '10',
      '7',
      '4',
      '1',
    ]);
    expect(
      (await ids('p', '', { facetFilters: [['topics:Halacha', 'mediaType:Text']] })).length,
    ).toBe(5);
    expect(await ids('p', '', { facetFilters: [['topics:Halacha'], ['mediaType:Video']] })).toEqual(
      ['10', '4'],
    );
    expect(await ids('p', '', { facetFilters: ['-mediaType:Audio', '-mediaType:Video'] })).toEqual([
      '99',
    ]);
    expect(await ids('p', '', { facetFilters: ['topics:\\-Minus'] })).toEqual(['99']);
  });

  it('counts facet values among the matches, up to maxValuesPerFacet', async () => {
    const { seed, query } = setup();
    await seed('p', settings, posts);
    const result = await query('p', {
      query: 'lecture',
      facets: ['*'],
      facetFilters: [['mediaType:Audio']],
      hitsPerPage: 0,
    });
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(6);
    expect(result.facets).toEqual({
      topics: { Parsha: 4, Gemara: 2, Halacha: 2 },
      mediaType: { Audio: 6 },
    });
    expect((await query('p', { facets: ['topics'], maxValuesPerFacet: 1 })).facets).toEqual({
      topics: { Parsha: 8 },
    });
  });

  it('refuses filters and facets on attributes that are not declared for faceting', async () => {
    const { seed, query } = setup();
    await seed('p', settings, posts);
    await expect(query('p', { facetFilters: ['title:Lecture 1'] })).rejects.toThrow(
      /not in attributesForFaceting/,
    );
    await expect(query('p', { facets: ['date'] })).rejects.toThrow(/not a countable attribute/);
  });

  it('pages from 0, retrieves the asked attributes and stops at paginationLimitedTo', async () => {
    const { seed, query } = setup();
    await seed('p', { ...settings, paginationLimitedTo: 10 }, posts);
    const page = await query('p', { page: 1, hitsPerPage: 4, attributesToRetrieve: ['title'] });
    expect(page.hits).toEqual([
      { objectID: '8', title: 'Lecture 8' },
      { objectID: '7', title: 'Lecture 7' },
      { objectID: '6', title: 'Lecture 6' },
      { objectID: '5', title: 'Lecture 5' },
    ]);
    expect(page).toMatchObject({ nbHits: 12, nbPages: 3 });
    expect((await query('p', { page: 2, hitsPerPage: 4 })).hits.map((hit) => hit.objectID)).toEqual(
      ['4', '3'],
    );
  });
});

describe('emulated index management', () => {
  it('keeps standard replicas in step with their primary, with their own ranking and forwarded synonyms', async () => {
    const { admin, seed, ids, emulator } = setup();
    await seed(
      'p',
      { searchableAttributes: ['title'], customRanking: ['desc(date)'], replicas: ['p_old'] },
      [
        { objectID: '1', title: 'Lecture', date: 1 },
        { objectID: '2', title: 'Lecture', date: 2 },
      ],
    );
    await admin.setSettings({
      indexName: 'p_old',
      indexSettings: { ranking: ['asc(date)', 'typo', 'custom'] },
    });
    await admin.saveSynonyms({
      indexName: 'p',
      synonymHit: [{ objectID: 's', type: 'synonym', synonyms: ['lecture', 'shiur'] }],
      forwardToReplicas: true,
    });
    expect(emulator.settings('p_old')?.searchableAttributes).toEqual(['title']);
    expect(await ids('p', 'shiur')).toEqual(['2', '1']);
    expect(await ids('p_old', 'shiur')).toEqual(['1', '2']);
    await admin.saveObjects({
      indexName: 'p',
      objects: [{ objectID: '0', title: 'Lecture', date: 0 }],
      waitForTasks: true,
    });
    expect(await ids('p_old', 'lecture')).toEqual(['0', '1', '2']);
    await expect(
      admin.saveObjects({ indexName: 'p_old', objects: [{ objectID: '9' }] }),
    ).rejects.toThrow(/replica/);
    await expect(
      admin.setSettings({ indexName: 'p', indexSettings: { replicas: ['virtual(p_v)'] } }),
    ).rejects.toThrow(/virtual replica/);
  });

  it('copies scopes without records, and moves onto an index keeping its replicas', async () => {
    const { admin, seed, ids, emulator } = setup();
    await seed('live', { searchableAttributes: ['title'], replicas: ['live_sorted'] }, [
      { objectID: 'old', title: 'Lecture' },
    ]);
    await admin.saveSynonyms({
      indexName: 'live',
      synonymHit: [{ objectID: 's', type: 'synonym', synonyms: ['lecture', 'shiur'] }],
    });
    await admin.operationIndex({
      indexName: 'live',
      operationIndexParams: {
        operation: 'copy',
        destination: 'tmp',
        scope: ['settings', 'synonyms'],
      },
    });
    expect(emulator.records('tmp')).toEqual([]);
    expect(emulator.settings('tmp')).toEqual({ searchableAttributes: ['title'] });
    await admin.saveObjects({
      indexName: 'tmp',
      objects: [{ objectID: 'new', title: 'Lecture' }],
      waitForTasks: true,
    });
    await admin.operationIndex({
      indexName: 'tmp',
      operationIndexParams: { operation: 'move', destination: 'live' },
    });
    expect(emulator.indexNames()).toEqual(['live', 'live_sorted']);
    expect(await ids('live', 'shiur')).toEqual(['new']);
    expect(await ids('live_sorted', 'lecture')).toEqual(['new']);
    expect(emulator.settings('live')?.replicas).toEqual(['live_sorted']);
    await expect(
      admin.operationIndex({
        indexName: 'live_sorted',
        operationIndexParams: { operation: 'copy', destination: 'live' },
      }),
    ).rejects.toThrow(/replica/);
  });

  it('clears, deletes and reports tasks', async () => {
    const { admin, seed, emulator } = setup();
    await seed('p', { searchableAttributes: ['title'] }, [{ objectID: '1', title: 'x' }]);
    const { taskID } = await admin.clearObjects({ indexName: 'p' });
    expect(await admin.getTask({ indexName: 'p', taskID })).toMatchObject({ status: 'published' });
    expect(emulator.records('p')).toEqual([]);
    await admin.deleteIndex({ indexName: 'p' });
    expect(emulator.indexNames()).toEqual([]);
    await expect(admin.getTask({ indexName: 'p', taskID: 999 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      liteClient(emulator.appId, emulator.searchApiKey, { requester: emulator.requester }).search({
        requests: [{ indexName: 'p' }],
      }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses records above the size limit, applying none of the batch', async () => {
    const { admin, emulator } = setup();
    await expect(
      admin.saveObjects({
        indexName: 'p',
        objects: [{ objectID: 'small' }, { objectID: 'big', body: 'x'.repeat(10_001) }],
      }),
    ).rejects.toThrow(/too big/);
    expect(emulator.records('p')).toEqual([]);
  });
});

describe('emulator strictness', () => {
  it('refuses parameters, settings and routes it does not emulate', async () => {
    const { admin, seed, query } = setup();
    await seed('p', { searchableAttributes: ['title'] }, [{ objectID: '1', title: 'x' }]);
    await expect(query('p', { filters: 'topics:Halacha' })).rejects.toThrow(
      /search parameter "filters"/,
    );
    await expect(query('p', { attributesToHighlight: ['title'] })).rejects.toThrow(/highlighting/);
    await expect(query('p', { params: 'query=x' })).rejects.toThrow(/parameter "params"/);
    await expect(
      admin.setSettings({ indexName: 'p', indexSettings: { distinct: true } }),
    ).rejects.toThrow(/setting "distinct"/);
    await expect(
      admin.setSettings({ indexName: 'p', indexSettings: { typoTolerance: 'strict' } }),
    ).rejects.toThrow(/typoTolerance/);
    await expect(
      admin.searchSingleIndex({ indexName: 'p', searchParams: { query: 'x' } }),
    ).rejects.toThrow(/unsupported|request POST/);
    await expect(
      admin.partialUpdateObject({
        indexName: 'p',
        objectID: '1',
        attributesToUpdate: { title: 'y' },
      }),
    ).rejects.toThrow(/request POST/);
  });

  it('lets the search-only key search but never write, browse or read settings', async () => {
    const { emulator, seed } = setup();
    await seed('p', { searchableAttributes: ['title'] }, [{ objectID: '1', title: 'x' }]);
    const reader = algoliasearch(emulator.appId, emulator.searchApiKey, {
      requester: emulator.requester,
    });
    await expect(
      reader.search({ requests: [{ indexName: 'p', query: 'x' }] }),
    ).resolves.toBeDefined();
    await expect(
      reader.getObjects({ requests: [{ indexName: 'p', objectID: '1' }] }),
    ).resolves.toMatchObject({ results: [{ objectID: '1' }] });
    await expect(
      reader.saveObjects({ indexName: 'p', objects: [{ objectID: '2' }] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(reader.browse({ indexName: 'p' })).rejects.toMatchObject({ status: 403 });
    await expect(reader.getSettings({ indexName: 'p' })).rejects.toMatchObject({ status: 403 });
    const stranger = liteClient(emulator.appId, 'not-a-key', { requester: emulator.requester });
    await expect(stranger.search({ requests: [{ indexName: 'p' }] })).rejects.toMatchObject({
      status: 403,
    });
    const otherApp = liteClient('OTHERAPP', emulator.searchApiKey, {
      requester: emulator.requester,
    });
    await expect(otherApp.search({ requests: [{ indexName: 'p' }] })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('records every request with its key', async () => {
    const { emulator, search } = setup();
    await search.search({ requests: [{ indexName: 'missing' }] }).catch(() => undefined);
    expect(emulator.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/1/indexes/*/queries',
      apiKey: emulator.searchApiKey,
      appId: emulator.appId,
      body: { requests: [{ indexName: 'missing' }] },
    });
  });

  it('browses every matching record behind a cursor', async () => {
    const { admin, seed } = setup();
    await seed(
      'p',
      { searchableAttributes: ['title'], attributesForFaceting: ['tag'] },
      Array.from({ length: 7 }, (_, index) => ({
        objectID: String(index),
        title: 'x',
        tag: index % 2 ? 'odd' : 'even',
      })),
    );
    const seen: string[] = [];
    await admin.browseObjects<Record<string, unknown>>({
      indexName: 'p',
      browseParams: { facetFilters: [['tag:even']], hitsPerPage: 2, attributesToRetrieve: [] },
      aggregator: (response) => {
        seen.push(...response.hits.map((hit) => hit.objectID));
      },
    });
    expect(seen).toEqual(['0', '2', '4', '6']);
  });
});
