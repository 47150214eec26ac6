import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

describe.each(testDatabaseKinds())('root queries on %s', (kind) => {
  let server: TestGraphQLServer;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('shows visitors only Published posts', async () => {
    const { db } = server.database;
    const [hidden] = await db
      .select()
      .from(schema.posts)
      .where(ne(schema.posts.status, 'Published'))
      .limit(1);
    expect(hidden, 'the seed has unpublished posts').toBeDefined();
    const result = await server.data('query ($id: ID!) { post(id: $id) { id } }', {
      id: String(hidden!.id),
    });
    expect(result.post).toBeNull();
    const published = await db.$count(schema.posts, eq(schema.posts.status, 'Published'));
    expect((await server.data('{ posts { totalCount } }')).posts.totalCount).toBe(published);
  });

  it('walks every page of a connection without gaps or repeats, newest first', async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    do {
      const page: any = await server.data(
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
    const bySpelling = await server.data(
      '{ posts(filter: { masechta: "Berakhot" }) { edges { node { learning { masechta masechtaSlug } } } } }',
    );
    expect(bySpelling.posts.edges.length).toBeGreaterThan(0);
    for (const edge of bySpelling.posts.edges)
      expect(edge.node.learning).toEqual({ masechta: 'Berachos', masechtaSlug: 'berachos' });

    const byTopic = await server.data(
      '{ posts(first: 100, filter: { topic: "Gemara" }) { edges { node { topics } } } }',
    );
    for (const edge of byTopic.posts.edges) expect(edge.node.topics).toContain('Gemara');
  });

  it('answers a Daf Yomi page for any spelling and null outside the masechta', async () => {
    const page = await server.data(
      '{ dafYomi(masechta: "brachot", daf: 2) { masechta masechtaSlug daf firstDaf lastDaf } }',
    );
    expect(page.dafYomi).toEqual({
      masechta: 'Berachos',
      masechtaSlug: 'berachos',
      daf: 2,
      firstDaf: 2,
      lastDaf: 64,
    });
    expect(
      (await server.data('{ dafYomi(masechta: "Berachos", daf: 65) { daf } }')).dafYomi,
    ).toBeNull();
    expect(
      (await server.data('{ dafYomi(masechta: "Berachos", daf: 1) { daf } }')).dafYomi,
    ).toBeNull();
    expect(
      (await server.data('{ dafYomi(masechta: "Nonsense", daf: 2) { daf } }')).dafYomi,
    ).toBeNull();
  });

  it('sanitizes author names: inline formatting kept, scripts removed', async () => {
    const result = await server.data(
      '{ authors(first: 100) { edges { node { name plainName } } } }',
    );
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
    const byId = await server.data('query ($id: ID!) { tag(id: $id) { slug } }', {
      id: String(tag!.id),
    });
    const bySlug = await server.data('query ($id: ID!) { tag(id: $id) { id } }', { id: tag!.slug });
    expect(byId.tag.slug).toBe(tag!.slug);
    expect(bySlug.tag.id).toBe(String(tag!.id));
    expect((await server.data('{ page(id: "about") { title } }')).page.title).toBeTruthy();
    expect((await server.data('{ page(id: "no-such-page") { title } }')).page).toBeNull();
  });

  it('lists topics in index order with their series sorted by name', async () => {
    const result = await server.data('{ topics { index name series { name } } }');
    expect(result.topics.map((topic: any) => topic.name)).toEqual([
      'Gemara',
      'Parsha',
      'Nach',
      'Mitzvot',
      'Kashrut',
      'Halacha',
      'Machshava',
      'Tefillah',
      'Mishna',
    ]);
    const gemara = result.topics[0].series.map((series: any) => series.name);
    expect(gemara.length).toBeGreaterThan(12);
    const lower = gemara.map((name: string) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });
});
