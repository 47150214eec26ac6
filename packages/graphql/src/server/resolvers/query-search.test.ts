import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const SUGGESTIONS = `query ($query: String!) { searchSuggestions(query: $query) {
  query posts { more hits { objectID title } } authors { more hits { objectID name image } } series { more hits { objectID name } } } }`;

const SEARCH_POSTS = `query ($query: String, $filters: PostSearchFilters, $sort: SearchSort, $page: Int, $pageSize: Int) {
  searchPosts(query: $query, filters: $filters, sort: $sort, page: $page, pageSize: $pageSize) {
    query sort total exhaustive page pageSize pageCount
    posts { id title topics mediaType publishedAt authors { plainName } series { name } }
    facets { topics { value label count } authors { value label count } series { value label count }
      mediaTypes { value label count } languages { value label count } clipLengths { value label count } holidays { value label count } } } }`;

type Hit = { objectID: string; title?: string; name?: string };

// Resolver tests on the demo seed, through the real HTTP endpoint: ranking, variants, typos,
// Hebrew, filters and their counts, validation. The engine's own rules are the contract suite's
// (packages/search); these check what the API adds and that the seed's content is searchable.
describe.each(testDatabaseKinds())('search through GraphQL on %s', (kind) => {
  let server: TestGraphQLServer;
  const errorOf = async (query: string, variables?: object) => {
    const response = await server.request({ query, variables });
    expect(response.status).toBeLessThan(500);
    return response.body.errors?.[0];
  };
  const suggest = async (query: string) =>
    (await server.data(SUGGESTIONS, { query })).searchSuggestions;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('suggests up to 7 posts, 4 authors and 7 series with the fields the dropdown shows', async () => {
    const result = await suggest('daf');
    expect(result.posts.hits.length).toBe(7);
    expect(result.posts.more).toBe(true);
    expect(result.series.hits.length).toBeGreaterThan(0);
    expect(result.series.hits.length).toBeLessThanOrEqual(7);
    expect(result.authors.hits.length).toBeLessThanOrEqual(4);
    expect(await suggest('')).toEqual({
      query: '',
      posts: { more: false, hits: [] },
      authors: { more: false, hits: [] },
      series: { more: false, hits: [] },
    });
  });

  it('still answers the deprecated total: the hits, plus one when more match', async () => {
    const { searchSuggestions } = await server.data(
      `query { searchSuggestions(query: "daf") { posts { total more hits { objectID } } } }`,
    );
    expect(searchSuggestions.posts.more).toBe(true);
    expect(searchSuggestions.posts.total).toBe(searchSuggestions.posts.hits.length + 1);
  });

  it('ranks titles that hold the words first', async () => {
    const result = await suggest('Berachos');
    expect(result.posts.hits.length).toBeGreaterThan(0);
    for (const hit of result.posts.hits as Hit[]) expect(hit.title).toMatch(/Berachos|ברכות/);
  });

  it('folds spellings: Berakhot and Brachot find Berachos, and the Hebrew name finds both scripts', async () => {
    for (const spelling of ['Berakhot', 'Brachot']) {
      const titles = ((await suggest(spelling)).posts.hits as Hit[]).map((hit) => hit.title);
      expect(titles.length, spelling).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(/Berachos|ברכות/);
    }
    // The Hebrew name finds exactly what the English one finds, in both scripts (best matches are
    // newest first, so look at both ends of the list).
    const search = async (query: string, sort: string) =>
      (await server.data(SEARCH_POSTS, { query, sort, pageSize: 50 })).searchPosts;
    const newest = await search('ברכות', 'NEWEST');
    expect(newest.total).toBe((await search('Berachos', 'NEWEST')).total);
    const titles: string[] = [...newest.posts, ...(await search('ברכות', 'OLDEST')).posts].map(
      (post: { title: string }) => post.title,
    );
    expect(titles.some((title) => title.includes('ברכות'))).toBe(true);
    expect(titles.some((title) => title.includes('Berachos'))).toBe(true);
  });

  it('forgives a typo', async () => {
    const titles = ((await suggest('Berachso')).posts.hits as Hit[]).map((hit) => hit.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Berachos|ברכות/);
  });

  it('returns author names sanitized: formatting kept, scripts gone', async () => {
    const markup = (await suggest('Markupstein')).authors.hits as Hit[];
    expect(markup[0]?.name).toBe('Rabbi <em>Sample</em> Markupstein');
    const scripty = (await suggest('Injectorman')).authors.hits as Hit[];
    expect(scripty[0]?.name).toBe('Rabbi Scripty Injectorman');
    expect((await suggest('xss')).authors).toEqual({ more: false, hits: [] });
  });

  it('filters the results page and counts each filter with the others applied', async () => {
    const all = (await server.data(SEARCH_POSTS, { query: '' })).searchPosts;
    const gemara = (
      await server.data(SEARCH_POSTS, {
        query: '',
        filters: { topics: ['Gemara'] },
        sort: 'NEWEST',
      })
    ).searchPosts;
    expect(gemara.total).toBeGreaterThan(0);
    expect(gemara.total).toBeLessThan(all.total);
    for (const post of gemara.posts) expect(post.topics).toContain('Gemara');
    const dates = gemara.posts.map((post: { publishedAt: string }) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The topic counts ignore the topic filter itself; other facets count within it.
    expect(gemara.facets.topics).toEqual(all.facets.topics);
    const mediaSum = gemara.facets.mediaTypes.reduce(
      (sum: number, entry: { count: number }) => sum + entry.count,
      0,
    );
    expect(mediaSum).toBe(gemara.total);
    for (const entry of gemara.facets.authors) expect(entry.label).not.toMatch(/[<>]/);
    expect(gemara.pageCount).toBe(Math.ceil(Math.min(gemara.total, 1000) / 20));
    // The demo seed is small: every count is exact.
    expect([all.exhaustive, gemara.exhaustive]).toEqual([true, true]);

    const video = (
      await server.data(SEARCH_POSTS, {
        query: '',
        filters: { topics: ['Gemara'], mediaTypes: ['Video'] },
      })
    ).searchPosts;
    expect(video.total).toBe(
      gemara.facets.mediaTypes.find((entry: { value: string }) => entry.value === 'Video')?.count ??
        0,
    );
    for (const post of video.posts) expect(post.mediaType).toBe('Video');
  });

  it('labels author and series facets by name', async () => {
    const result = (await server.data(SEARCH_POSTS, { query: 'daf' })).searchPosts;
    expect(result.facets.series.length).toBeGreaterThan(0);
    for (const entry of result.facets.series) {
      expect(entry.value).toMatch(/^\d+$/);
      expect(entry.label).not.toBe(entry.value);
    }
  });

  it('pages through results without repeats', async () => {
    const first = (await server.data(SEARCH_POSTS, { query: 'daf', pageSize: 5 })).searchPosts;
    const second = (await server.data(SEARCH_POSTS, { query: 'daf', pageSize: 5, page: 2 }))
      .searchPosts;
    expect(first.posts).toHaveLength(5);
    const ids = new Set([...first.posts, ...second.posts].map((post: { id: string }) => post.id));
    expect(ids.size).toBe(first.posts.length + second.posts.length);
  });

  it('searches the browse lists with variants, and pages them by cursor', async () => {
    const series = await server.data(
      '{ seriesList(search: "Dafyomi daily", first: 50) { totalCount edges { node { name } } } }',
    );
    expect(series.seriesList.totalCount).toBe(0);
    const daily = await server.data(
      '{ seriesList(search: "daf", first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }',
    );
    expect(daily.seriesList.edges).toHaveLength(2);
    expect(daily.seriesList.pageInfo.hasNextPage).toBe(true);
    const next = await server.data(
      'query ($after: String) { seriesList(search: "daf", first: 2, after: $after) { edges { node { name } } } }',
      {
        after: daily.seriesList.pageInfo.endCursor,
      },
    );
    expect(next.seriesList.edges[0].node.name).not.toBe(daily.seriesList.edges[0].node.name);
    const authors = await server.data(
      '{ authors(search: "Markupstien", first: 5) { totalCount edges { node { plainName } } } }',
    );
    expect(
      authors.authors.edges.map((edge: { node: { plainName: string } }) => edge.node.plainName),
    ).toEqual(['Rabbi Sample Markupstein']);
  });

  it('rejects bad input with BAD_USER_INPUT naming the argument', async () => {
    const badTopic = await errorOf(SEARCH_POSTS, { query: '', filters: { topics: ['Nonsense'] } });
    expect(badTopic?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badTopic?.message).toMatch(/filters\.topics/);
    expect((await errorOf(SEARCH_POSTS, { query: 'x'.repeat(201) }))?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await errorOf(SEARCH_POSTS, { page: 0 }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await errorOf(SEARCH_POSTS, { page: 60 }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await errorOf(SEARCH_POSTS, { filters: { authors: ['x'] } }))?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await errorOf(SUGGESTIONS, { query: 'x'.repeat(201) }))?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await errorOf('{ authors(search: "daf", after: "bm90LWEtY3Vyc29y") { totalCount } }'))
        ?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });
});
