import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { bavliMasechtot } from '@openshiur/reference-data';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

/** The catalogue fields over the demo content: series order, pages, sections and credits. */
describe.each(testDatabaseKinds())('catalogue fields on %s', (kind) => {
  let server: TestGraphQLServer;
  /** The first demo series with this order and at least `min` Published posts. */
  const seriesWith = async (orderOption: 'daf' | 'episode_number', min: number) => {
    const { db } = server.database;
    const rows = await db
      .select()
      .from(schema.series)
      .where(eq(schema.series.orderOption, orderOption));
    for (const row of rows) {
      const published = await db.$count(
        schema.posts,
        and(eq(schema.posts.seriesId, row.id), eq(schema.posts.status, 'Published')),
      );
      if (published >= min) return { id: String(row.id), published };
    }
    throw new Error(`no ${orderOption} series with ${min} posts in the demo content`);
  };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('lists a daf series by masechta in cycle order, then daf, page after page', async () => {
    const { id, published } = await seriesWith('daf', 21);
    const cycle = bavliMasechtot.map((masechta) => masechta.name);
    const seen: { masechta: string; daf: number }[] = [];
    let after: string | null = null;
    do {
      const result: any = await server.data(
        'query ($id: ID!, $after: String) { series(id: $id) { posts(first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { learning { masechta daf } } } } } }',
        { id, after },
      );
      const connection = result.series.posts;
      expect(connection.totalCount).toBe(published);
      seen.push(...connection.edges.map((edge: any) => edge.node.learning));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(published);
    const keys = seen.map(({ masechta, daf }) => cycle.indexOf(masechta) * 1000 + daf);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));

    const numbered = await server.data(
      'query ($id: ID!) { series(id: $id) { postPage(page: 2, pageSize: 10) { page pageSize pageCount total firstPosition posts { learning { masechta daf } } } sections { title firstPosition postCount } } }',
      { id },
    );
    expect(numbered.series.postPage).toMatchObject({
      page: 2,
      pageSize: 10,
      total: published,
      firstPosition: 11,
    });
    expect(numbered.series.postPage.pageCount).toBe(Math.ceil(published / 10));
    expect(numbered.series.postPage.posts.map((post: any) => post.learning)).toEqual(
      seen.slice(10, 20),
    );
    const sections = numbered.series.sections;
    expect(sections.reduce((sum: number, section: any) => sum + section.postCount, 0)).toBe(
      published,
    );
    for (const section of sections)
      expect(seen[section.firstPosition - 1]!.masechta).toBe(section.title);
  });

  it('lists an episode series by episode number', async () => {
    const { id } = await seriesWith('episode_number', 5);
    const result = await server.data(
      'query ($id: ID!) { series(id: $id) { sections { title } posts(first: 100) { edges { node { learning { episodeNumber } } } } } }',
      { id },
    );
    const numbers = result.series.posts.edges.map((edge: any) => edge.node.learning.episodeNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(result.series.sections).toEqual([]);
  });

  it('names the authors of a series and the series of an author, from Published posts', async () => {
    const { id } = await seriesWith('daf', 5);
    const result = await server.data(
      'query ($id: ID!) { series(id: $id) { authors { id series { id } } } }',
      { id },
    );
    expect(result.series.authors.length).toBeGreaterThan(0);
    for (const author of result.series.authors)
      expect(author.series.map((entry: any) => entry.id)).toContain(id);
  });

  it('filters posts by several media types, for the feeds', async () => {
    const result = await server.data(
      '{ posts(first: 100, filter: { mediaTypes: [Audio, Video] }) { totalCount edges { node { mediaType } } } }',
    );
    const types = new Set(result.posts.edges.map((edge: any) => edge.node.mediaType));
    expect([...types].sort()).toEqual(['Audio', 'Video']);
    const all = (await server.data('{ posts { totalCount } }')).posts.totalCount;
    const text = (await server.data('{ posts(filter: { mediaType: Text }) { totalCount } }')).posts
      .totalCount;
    expect(result.posts.totalCount).toBe(all - text);
  });

  it('answers a bad page number with BAD_USER_INPUT', async () => {
    const { id } = await seriesWith('daf', 1);
    const response = await server.request({
      query: `{ series(id: ${id}) { postPage(page: 0) { total } } }`,
    });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
