import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { followAfterSignIn } from './follow';
import { upsertUserFromIdentity } from './users';

const ME = 'query { me(input: { services: "openshiur-web" }) { subscribedSeries { id } subscribedAuthors { id } } }';

describe.each(testDatabaseKinds())('the follow asked for before sign-in, on %s', (kind) => {
  let server: TestGraphQLServer;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('follows an existing series or author once, and skips a missing one', async () => {
    const sub = `follow-after-sign-in-${kind}`;
    const user = await upsertUserFromIdentity(server.database.db, {
      subject: sub,
      email: `${sub}@example.org`,
      claims: { sub },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const { seriesList, authors } = await server.data('{ seriesList(first: 1) { edges { node { id } } } authors(first: 1) { edges { node { id } } } }');
    const seriesId = Number(seriesList.edges[0].node.id);
    const authorId = Number(authors.edges[0].node.id);

    expect(await followAfterSignIn(server.database.db, user.id, { kind: 'series', id: seriesId })).toBe(true);
    expect(await followAfterSignIn(server.database.db, user.id, { kind: 'series', id: seriesId })).toBe(true);
    expect(await followAfterSignIn(server.database.db, user.id, { kind: 'author', id: authorId })).toBe(true);
    expect(await followAfterSignIn(server.database.db, user.id, { kind: 'series', id: 999_999_999 })).toBe(false);
    expect(await followAfterSignIn(server.database.db, user.id, { kind: 'author', id: 999_999_999 })).toBe(false);

    const me = await server.data(ME, {}, await server.bearer(sub));
    expect(me.me).toEqual({ subscribedSeries: [{ id: String(seriesId) }], subscribedAuthors: [{ id: String(authorId) }] });
  });
});
