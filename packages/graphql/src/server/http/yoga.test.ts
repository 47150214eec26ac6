import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

/** The endpoint's guarantees: every error carries a code, and the depth and alias limits hold. */
describe.each(testDatabaseKinds())('the GraphQL endpoint on %s', (kind) => {
  let server: TestGraphQLServer;
  const errorCode = async (body: Parameters<TestGraphQLServer['request']>[0]) => {
    const response = await server.request(body);
    expect(response.status).toBeLessThan(500);
    return response.body.errors?.[0]?.extensions?.code;
  };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('gives every kind of bad input a GraphQL error with a code, never a crash', async () => {
    expect(await errorCode({ query: '{ post(id: "abc") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ post(id: "99999999999") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ series(id: "-1") { id } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(first: 0) { totalCount } }' })).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ posts(first: 101) { totalCount } }' })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode({ query: '{ posts(after: "bm9wZQ") { totalCount } }' })).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      await errorCode({ query: '{ posts(filter: { masechta: "Nonsense" }) { totalCount } }' }),
    ).toBe('BAD_USER_INPUT');
    expect(
      await errorCode({ query: '{ posts(filter: { topic: "Astrology" }) { totalCount } }' }),
    ).toBe('BAD_USER_INPUT');
    expect(await errorCode({ query: '{ page(id: "../etc/passwd") { id } }' })).toBe(
      'BAD_USER_INPUT',
    );
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
