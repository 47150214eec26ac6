import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const ROLES = 'query { me(input: { services: "openshiur-web" }) { id roles } }';
const STUDIO_POSTS = `query ($filter: StudioPostFilter, $page: Int) {
  studioPosts(filter: $filter, page: $page) {
    totalCount page pageCount pageSize
    posts { id title status updatedAt series { id name } authors { id name } }
  }
}`;

describe.each(testDatabaseKinds())('the studio on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('studio-editor', { email: 'editor@example.org', roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('tells each viewer their roles: an admin is an editor too, a reader has none', async () => {
    const as = async (sub: string, claims: Record<string, unknown>) =>
      (await server.data(ROLES, {}, await server.bearer(sub, claims))).me.roles;
    expect(await as('studio-admin', { roles: ['admin'] })).toEqual(['editor', 'admin']);
    expect(await as('studio-editor', { roles: ['editor', 'offline_access'] })).toEqual(['editor']);
    expect(await as('studio-reader', {})).toEqual([]);
  });

  it('refuses the list to anonymous requests, forged tokens and readers', async () => {
    const anonymous = await server.request({ query: STUDIO_POSTS });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();
    const forged = await server.identityProvider.signToken({ sub: 'intruder', roles: ['admin'] }, { forge: true });
    const withForged = await server.request({ query: STUDIO_POSTS }, { authorization: `Bearer ${forged}` });
    expect(withForged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reader = await server.request({ query: STUDIO_POSTS }, await server.bearer('studio-reader'));
    expect(reader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reader.body.errors?.[0]?.message).toBe('This needs the editor role');
  });

  it('lists posts of every status to an editor, newest change first, 25 a page', async () => {
    const { db } = server.database;
    const [all] = await db.select({ n: count() }).from(schema.posts);
    const { studioPosts } = await server.data(STUDIO_POSTS, {}, editor);
    expect(studioPosts.totalCount).toBe(all!.n);
    expect(studioPosts.pageSize).toBe(25);
    expect(studioPosts.pageCount).toBe(Math.ceil(all!.n / 25));
    expect(studioPosts.posts).toHaveLength(Math.min(25, all!.n));
    const times = studioPosts.posts.map((post: { updatedAt: string }) => Date.parse(post.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const statuses = await db.selectDistinct({ status: schema.posts.status }).from(schema.posts);
    expect(statuses.length).toBeGreaterThan(1); // the seed has drafts or inactive posts too
    for (const { status } of statuses) {
      const [expected] = await db.select({ n: count() }).from(schema.posts).where(eq(schema.posts.status, status));
      const page = (await server.data(STUDIO_POSTS, { filter: { status } }, editor)).studioPosts;
      expect(page.totalCount, status).toBe(expected!.n);
      expect(page.posts.every((post: { status: string }) => post.status === status), status).toBe(true);
    }

    const last = (await server.data(STUDIO_POSTS, { page: studioPosts.pageCount }, editor)).studioPosts;
    expect(last.posts.length).toBe(all!.n - (studioPosts.pageCount - 1) * 25);
    const beyond = (await server.data(STUDIO_POSTS, { page: studioPosts.pageCount + 1 }, editor)).studioPosts;
    expect(beyond.posts).toEqual([]);
  });

  it('narrows the list by words of the title, series and author', async () => {
    const { db } = server.database;
    const [post] = await db.select().from(schema.posts).orderBy(asc(schema.posts.id)).limit(1);
    const word = post!.title.split(/\s+/).find((w) => w.length > 3)!;
    const byWord = (await server.data(STUDIO_POSTS, { filter: { search: word.toUpperCase() } }, editor)).studioPosts;
    expect(byWord.totalCount).toBeGreaterThan(0);
    for (const found of byWord.posts) expect(found.title.toLowerCase()).toContain(word.toLowerCase());
    // %, _ and \ are letters here, not patterns.
    expect((await server.data(STUDIO_POSTS, { filter: { search: '%' } }, editor)).studioPosts.totalCount).toBe(0);

    const [withSeries] = await db.select().from(schema.posts).where(eq(schema.posts.seriesId, post!.seriesId ?? -1)).limit(1);
    if (withSeries) {
      const bySeries = (await server.data(STUDIO_POSTS, { filter: { seriesId: String(withSeries.seriesId) } }, editor)).studioPosts;
      const [expected] = await db.select({ n: count() }).from(schema.posts).where(eq(schema.posts.seriesId, withSeries.seriesId!));
      expect(bySeries.totalCount).toBe(expected!.n);
      expect(bySeries.posts.every((p: { series: { id: string } }) => p.series.id === String(withSeries.seriesId))).toBe(true);
    }

    const [credit] = await db.select().from(schema.postAuthors).limit(1);
    const byAuthor = (await server.data(STUDIO_POSTS, { filter: { authorId: String(credit!.authorId) } }, editor)).studioPosts;
    const [credited] = await db.select({ n: count() }).from(schema.postAuthors).where(eq(schema.postAuthors.authorId, credit!.authorId));
    expect(byAuthor.totalCount).toBe(credited!.n);
    for (const found of byAuthor.posts) {
      expect(found.authors.map((a: { id: string }) => a.id)).toContain(String(credit!.authorId));
    }
  });

  it('answers bad arguments with BAD_USER_INPUT naming the argument', async () => {
    for (const [variables, argumentName] of [
      [{ page: 0 }, 'page'],
      [{ page: 100_001 }, 'page'],
      [{ filter: { seriesId: 'abc' } }, 'filter.seriesId'],
      [{ filter: { authorId: '-1' } }, 'filter.authorId'],
      [{ filter: { search: 'x'.repeat(201) } }, 'filter.search'],
    ] as const) {
      const { body } = await server.request({ query: STUDIO_POSTS, variables }, editor);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect((body.errors?.[0]?.extensions as { argumentName?: string }).argumentName).toBe(argumentName);
    }
    // Variables that do not fit their types are the client's mistake too, answered with a 400.
    for (const variables of [{ filter: { status: 'Deleted' } }, { filter: 5 }, { page: 'two' }]) {
      const { status, body } = await server.request({ query: STUDIO_POSTS, variables }, editor);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(status).toBe(400);
    }
  });
});
