import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const SUBSCRIBE_SERIES =
  'mutation ($id: ID!) { subscribeToSeries(id: $id) { id viewerIsSubscribed } }';
const UNSUBSCRIBE_SERIES =
  'mutation ($id: ID!) { unsubscribeFromSeries(id: $id) { id viewerIsSubscribed } }';
const SUBSCRIBE_AUTHOR =
  'mutation ($id: ID!) { subscribeToAuthor(id: $id) { id viewerIsSubscribed } }';
const UNSUBSCRIBE_AUTHOR =
  'mutation ($id: ID!) { unsubscribeFromAuthor(id: $id) { id viewerIsSubscribed } }';
const SERIES_STATE = 'query ($id: ID!) { series(id: $id) { id viewerIsSubscribed } }';
const AUTHOR_STATE = 'query ($id: ID!) { author(id: $id) { id viewerIsSubscribed } }';
const ME =
  'query { me(input: { services: "openshiur-web" }) { id firstName email picture name subscribedSeries { id } subscribedAuthors { id } } }';

describe.each(testDatabaseKinds())('subscriptions on %s', (kind) => {
  let server: TestGraphQLServer;
  let seriesId: string;
  let authorId: string;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    const { db } = server.database;
    const [series] = await db.select().from(schema.series).orderBy(asc(schema.series.id)).limit(1);
    const [author] = await db
      .select()
      .from(schema.authors)
      .orderBy(asc(schema.authors.id))
      .limit(1);
    seriesId = String(series!.id);
    authorId = String(author!.id);
  });
  afterAll(async () => server?.close());

  it('anonymous: not subscribed, and every mutation is UNAUTHENTICATED', async () => {
    const state = await server.request({ query: SERIES_STATE, variables: { id: seriesId } });
    expect(state.body.data.series.viewerIsSubscribed).toBe(false);
    for (const query of [SUBSCRIBE_SERIES, UNSUBSCRIBE_SERIES]) {
      const { body } = await server.request({ query, variables: { id: seriesId } });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    for (const query of [SUBSCRIBE_AUTHOR, UNSUBSCRIBE_AUTHOR]) {
      const { body } = await server.request({ query, variables: { id: authorId } });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a token that fails verification cannot subscribe either', async () => {
    const forged = await server.identityProvider.signToken({ sub: 'intruder' }, { forge: true });
    const { body } = await server.request(
      { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
      { authorization: `Bearer ${forged}` },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      await server.database.db.$count(schema.users, eq(schema.users.subject, 'intruder')),
    ).toBe(0);
  });

  it('subscribes to a series idempotently, shows it in me, and unsubscribes idempotently', async () => {
    const headers = await server.bearer(`series-fan-${kind}`);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { body } = await server.request(
        { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
        headers,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.subscribeToSeries).toEqual({ id: seriesId, viewerIsSubscribed: true });
    }
    const me = await server.request({ query: ME }, headers);
    expect(me.body.data.me.subscribedSeries).toEqual([{ id: seriesId }]);
    const rows = await server.database.db
      .select()
      .from(schema.seriesSubscriptions)
      .innerJoin(schema.users, eq(schema.users.id, schema.seriesSubscriptions.userId))
      .where(and(eq(schema.users.subject, `series-fan-${kind}`)));
    expect(rows).toHaveLength(1);

    // Another user is not subscribed by it.
    const other = await server.request(
      { query: SERIES_STATE, variables: { id: seriesId } },
      await server.bearer(`someone-else-${kind}`),
    );
    expect(other.body.data.series.viewerIsSubscribed).toBe(false);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { body } = await server.request(
        { query: UNSUBSCRIBE_SERIES, variables: { id: seriesId } },
        headers,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.unsubscribeFromSeries).toEqual({ id: seriesId, viewerIsSubscribed: false });
    }
    const after = await server.request({ query: ME }, headers);
    expect(after.body.data.me.subscribedSeries).toEqual([]);
  });

  it('subscribes to an author and unsubscribes', async () => {
    const headers = await server.bearer(`author-fan-${kind}`);
    const subscribed = await server.request(
      { query: SUBSCRIBE_AUTHOR, variables: { id: authorId } },
      headers,
    );
    expect(subscribed.body.data.subscribeToAuthor).toEqual({
      id: authorId,
      viewerIsSubscribed: true,
    });
    const state = await server.request(
      { query: AUTHOR_STATE, variables: { id: authorId } },
      headers,
    );
    expect(state.body.data.author.viewerIsSubscribed).toBe(true);
    const me = await server.request({ query: ME }, headers);
    expect(me.body.data.me.subscribedAuthors).toEqual([{ id: authorId }]);
    const unsubscribed = await server.request(
      { query: UNSUBSCRIBE_AUTHOR, variables: { id: authorId } },
      headers,
    );
    expect(unsubscribed.body.data.unsubscribeFromAuthor).toEqual({
      id: authorId,
      viewerIsSubscribed: false,
    });
  });

  it.each([
    ['an unknown series', SUBSCRIBE_SERIES, '999999'],
    ['a malformed series id', SUBSCRIBE_SERIES, 'abc'],
    ['an unknown author', SUBSCRIBE_AUTHOR, '999999'],
    ['a negative author id', UNSUBSCRIBE_AUTHOR, '-3'],
  ])('answers %s with BAD_USER_INPUT', async (_label, query, id) => {
    const { body } = await server.request(
      { query, variables: { id } },
      await server.bearer(`typo-${kind}`),
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.data?.subscribeToSeries ?? body.data?.subscribeToAuthor ?? null).toBeNull();
  });
});
