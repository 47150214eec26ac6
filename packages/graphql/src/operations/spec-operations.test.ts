import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { print } from 'graphql';
import { endSession, schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { GetAllSeriesDocument, GetCurrentUserDocument } from '../generated/operations';
import { startTestGraphQLServer, type TestGraphQLServer } from '../server/test-server';

/**
 * The two operations whose shape the product specification fixes (the current user with the
 * series and authors they follow, and the list of every series), character for character.
 */
const GET_CURRENT_USER = `query GetCurrentUser($input: UserInput!) { me(input: $input) { id email firstName lastName
  subscribedSeries { id name } subscribedAuthors { id name } } }`;
const GET_ALL_SERIES = `query GetAllSeries($includeEmpty: Boolean) { allSeries(includeEmpty: $includeEmpty) { id name topics } }`;

const normalise = (document: string) => document.replace(/\s+/g, ' ').trim();

describe('the generated documents are the spec operations', () => {
  it('GetCurrentUser and GetAllSeries keep their exact shape', () => {
    const compact = (text: string) => normalise(text).replace(/\s*([{}():,$!])\s*/g, '$1');
    expect(compact(print(GetCurrentUserDocument))).toBe(compact(GET_CURRENT_USER));
    expect(compact(print(GetAllSeriesDocument))).toBe(compact(GET_ALL_SERIES));
  });
});

describe.each(testDatabaseKinds())('spec operations on %s', (kind) => {
  let server: TestGraphQLServer;
  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('GetAllSeries(includeEmpty: false) lists exactly the series with a Published post, by name', async () => {
    const { body } = await server.request({
      query: GET_ALL_SERIES,
      variables: { includeEmpty: false },
    });
    expect(body.errors).toBeUndefined();
    const { db } = server.database;
    const expected = await db
      .selectDistinct({
        id: schema.series.id,
        name: schema.series.name,
        sortName: sql`lower(${schema.series.name})`,
      })
      .from(schema.series)
      .innerJoin(schema.posts, eq(schema.posts.seriesId, schema.series.id))
      .where(eq(schema.posts.status, 'Published'))
      .orderBy(asc(sql`lower(${schema.series.name})`), asc(schema.series.id));
    expect(body.data.allSeries.map((s: { id: string }) => Number(s.id))).toEqual(
      expected.map((s) => s.id),
    );
    for (const series of body.data.allSeries) expect(series.topics.length).toBeGreaterThan(0);
  });

  it('GetAllSeries(includeEmpty: true) also lists series without Published posts', async () => {
    const { body } = await server.request({
      query: GET_ALL_SERIES,
      variables: { includeEmpty: true },
    });
    const total = await server.database.db.$count(schema.series);
    expect(body.data.allSeries).toHaveLength(total);
  });

  it('GetCurrentUser is null for an anonymous request', async () => {
    const { body } = await server.request({
      query: GET_CURRENT_USER,
      variables: { input: { services: 'openshiur-web' } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.me).toBeNull();
  });

  it('GetCurrentUser answers for a verified Bearer token and for the jwt cookie, with subscriptions', async () => {
    const token = await server.identityProvider.signToken({
      sub: `user-${kind}`,
      email: 'sample.reader@example.org',
      given_name: 'Sample',
      family_name: 'Reader',
    });
    const variables = { input: { services: 'openshiur-web' } };
    const first = await server.request(
      { query: GET_CURRENT_USER, variables },
      { authorization: `Bearer ${token}` },
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.me).toMatchObject({
      email: 'sample.reader@example.org',
      firstName: 'Sample',
      lastName: 'Reader',
      subscribedSeries: [],
      subscribedAuthors: [],
    });

    const { db } = server.database;
    const userId = first.body.data.me.id as string;
    const [series] = await db.select().from(schema.series).orderBy(asc(schema.series.id)).limit(1);
    const [author] = await db
      .select()
      .from(schema.authors)
      .orderBy(asc(schema.authors.id))
      .limit(1);
    await db.insert(schema.seriesSubscriptions).values({ userId, seriesId: series!.id });
    await db.insert(schema.authorSubscriptions).values({ userId, authorId: author!.id });

    // The browser's cookie names a server-side session of the same person (the site's sign-in starts one).
    const session = await server.sessionCookie(`user-${kind}`);
    const viaCookie = await server.request(
      { query: GET_CURRENT_USER, variables },
      { cookie: `theme=dark; ${session.headers.cookie}` },
    );
    expect(viaCookie.body.data.me.id).toBe(userId);
    expect(viaCookie.body.data.me.subscribedSeries).toEqual([
      { id: String(series!.id), name: series!.name },
    ]);
    expect(viaCookie.body.data.me.subscribedAuthors).toHaveLength(1);
  });

  it('GetCurrentUser with a token that fails verification is UNAUTHENTICATED', async () => {
    const forged = await server.identityProvider.signToken({ sub: 'intruder' }, { forge: true });
    const expired = await server.identityProvider.signToken({
      sub: 'late',
      exp: Math.floor(Date.now() / 1000) - 3600,
      iat: Math.floor(Date.now() / 1000) - 7200,
    });
    for (const token of [forged, expired]) {
      const { body } = await server.request(
        { query: GET_CURRENT_USER, variables: { input: { services: 'openshiur-web' } } },
        { authorization: `Bearer ${token}` },
      );
      expect(body.data?.me ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('GetCurrentUser with a cookie whose session has ended, or that holds a token, is UNAUTHENTICATED', async () => {
    const variables = { input: { services: 'openshiur-web' } };
    const session = await server.sessionCookie(`signed-out-${kind}`);
    const before = await server.request({ query: GET_CURRENT_USER, variables }, session.headers);
    expect(before.body.data.me).not.toBeNull();
    await endSession(server.database.db, session.sessionId);
    // A cookie from before server-side sessions held the ID token itself: it no longer signs anyone in.
    const oldStyle = `jwt=${await server.identityProvider.signToken({ sub: `signed-out-${kind}` })}`;
    for (const cookie of [session.headers.cookie, oldStyle, 'jwt=never-issued']) {
      const { body } = await server.request({ query: GET_CURRENT_USER, variables }, { cookie });
      expect(body.data?.me ?? null).toBeNull();
      expect(body.errors?.[0]).toMatchObject({
        message: 'The session has ended: sign in again',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('rejects an empty services string', async () => {
    const { body } = await server.request({
      query: GET_CURRENT_USER,
      variables: { input: { services: '  ' } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
