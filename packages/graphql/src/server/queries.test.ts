import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from './test-server';

describe.each(testDatabaseKinds())('queries on %s', (kind) => {
  let server: TestGraphQLServer;
  const data = async (query: string, variables?: object) => {
    const { body } = await server.request({ query, variables });
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const errorCode = async (body: Parameters<TestGraphQLServer['request']>[0]) => {
    const response = await server.request(body);
    expect(response.status).toBeLessThan(500);
    return response.body.errors?.[0]?.extensions?.code;
  };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('shows visitors only Published posts', async () => {
    const { db } = server.database;
    const [hidden] = await db.select().from(schema.posts).where(ne(schema.posts.status, 'Published')).limit(1);
    expect(hidden, 'the seed has unpublished posts').toBeDefined();
    const result = await data('query ($id: ID!) { post(id: $id) { id } }', { id: String(hidden!.id) });
    expect(result.post).toBeNull();
    const published = await db.$count(schema.posts, eq(schema.posts.status, 'Published'));
    expect((await data('{ posts { totalCount } }')).posts.totalCount).toBe(published);
  });

  it('walks every page of a connection without gaps or repeats, newest first', async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    do {
      const page: any = await data(
        'query ($after: String) { posts(first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id publishedAt } } } }',
        { after },
      );
      totalCount = page.posts.totalCount;
      for (const edge of page.posts.edges) {
        seen.push(edge.node.id);
        dates.push(edge.node.publishedAt);
      }
      after = page.posts.pageInfo.hasNextPage ? page.posts.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(totalCount);
    expect(new Set(seen).size).toBe(totalCount);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters posts by series, author, topic, masechta in any spelling, and title words', async () => {
    const { db } = server.database;
    const [dafPost] = await db
      .select()
      .from(schema.posts)
      .where(and(eq(schema.posts.status, 'Published'), eq(schema.posts.masechta, 'Berachos')))
      .limit(1);
    expect(dafPost, 'the seed has a Published shiur on Berachos').toBeDefined();
    const bySpelling = await data('{ posts(filter: { masechta: "Berakhot" }) { edges { node { learning { masechta masechtaSlug } } } } }');
    expect(bySpelling.posts.edges.length).toBeGreaterThan(0);
    for (const edge of bySpelling.posts.edges) expect(edge.node.learning).toEqual({ masechta: 'Berachos', masechtaSlug: 'berachos' });

    const byTopic = await data('{ posts(first: 100, filter: { topic: "Gemara" }) { edges { node { topics } } } }');
    for (const edge of byTopic.posts.edges) expect(edge.node.topics).toContain('Gemara');
  });

  it('answers a Daf Yomi page for any spelling and null outside the masechta', async () => {
    const page = await data('{ dafYomi(masechta: "brachot", daf: 2) { masechta masechtaSlug daf firstDaf lastDaf } }');
    expect(page.dafYomi).toEqual({ masechta: 'Berachos', masechtaSlug: 'berachos', daf: 2, firstDaf: 2, lastDaf: 64 });
    expect((await data('{ dafYomi(masechta: "Berachos", daf: 65) { daf } }')).dafYomi).toBeNull();
    expect((await data('{ dafYomi(masechta: "Berachos", daf: 1) { daf } }')).dafYomi).toBeNull();
    expect((await data('{ dafYomi(masechta: "Nonsense", daf: 2) { daf } }')).dafYomi).toBeNull();
  });

  it('sanitizes author names: inline formatting kept, scripts removed', async () => {
    const result = await data('{ authors(first: 100) { edges { node { name plainName } } } }');
    const names = result.authors.edges.map((edge: any) => edge.node);
    expect(names.some((author: any) => /<(em|strong|b|i)>/.test(author.name))).toBe(true);
    for (const author of names) {
      expect(author.name).not.toMatch(/<script|onerror|javascript:/i);
      expect(author.plainName).not.toMatch(/[<>]/);
    }
    const [raw] = await server.database.db
      .select()
      .from(schema.authors)
      .where(sql`${schema.authors.name} ilike '%<script%'`);
    expect(raw, 'the seed has a hostile author name').toBeDefined();
  });

  it('finds tags by id and by slug, and pages by id', async () => {
    const [tag] = await server.database.db.select().from(schema.tags).limit(1);
    const byId = await data('query ($id: ID!) { tag(id: $id) { slug } }', { id: String(tag!.id) });
    const bySlug = await data('query ($id: ID!) { tag(id: $id) { id } }', { id: tag!.slug });
    expect(byId.tag.slug).toBe(tag!.slug);
    expect(bySlug.tag.id).toBe(String(tag!.id));
    expect((await data('{ page(id: "about") { title } }')).page.title).toBeTruthy();
    expect((await data('{ page(id: "no-such-page") { title } }')).page).toBeNull();
  });

  it('lists topics in index order with their series sorted by name', async () => {
    const result = await data('{ topics { index name series { name } } }');
    expect(result.topics.map((topic: any) => topic.name)).toEqual([
      'Gemara', 'Parsha', 'Nach', 'Mitzvot', 'Kashrut', 'Halacha', 'Machshava', 'Tefillah', 'Mishna',
    ]);
    const gemara = result.topics[0].series.map((series: any) => series.name);
    expect(gemara.length).toBeGreaterThan(12);
    const lower = gemara.map((name: string) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('gives every kind of bad input a GraphQL error with a code, never a crash', async () => {
    expect(await errorCode({ query: '{ post(id: "abc") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ post(id: "99999999999") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ series(id: "-1") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(first: 0) { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(first: 101) { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(after: "bm9wZQ") { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(filter: { masechta: "Nonsense" }) { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(filter: { topic: "Astrology" }) { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ page(id: "../etc/passwd") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ tag(id: "DROP TABLE") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ nope' })).toBe('GRAPHQL_PARSE_FAILED');
    expect(await errorCode({ query: '{ unknownField }' })).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await errorCode({ query: '{ post(id: 1) { id } }', variables: [] })).toBeTruthy();
    expect(await errorCode('not json at all')).toBeTruthy();
  });

  it('rejects queries deeper than the depth limit', async () => {
    const deep =
      '{ posts { edges { node { series { posts { edges { node { series { posts { edges { node { id } } } } } } } } } } } }';
    const response = await server.request({ query: deep });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.body.data).toBeUndefined();
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: topics { name }`).join(' ');
    expect(await errorCode({ query: `{ ${aliases} }` })).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
