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

  it('answers malformed JSON in a GET or a body with 400 BAD_REQUEST, not a server error', async () => {
    const get = (params: string) => server.fetch({ search: `?query=${encodeURIComponent('{ __typename }')}&${params}`, headers: { accept: 'application/json' } });
    for (const response of [
      await get('variables=%7Bnope'),
      await get('extensions=%7Bnope'),
      await server.fetch({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{"query": "{ __typename }",' }),
    ]) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a document nested thousands deep by its tokens, before the parser recurses', async () => {
    for (const query of ['{ a'.repeat(3000) + ' }'.repeat(3000), `{ posts(filter: ${'['.repeat(5000)}${']'.repeat(5000)}) { totalCount } }`]) {
      const response = await server.request({ query });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toMatch(/Token limit of 1000 exceeded/);
      expect(response.body.errors?.[0]?.message).not.toMatch(/call stack/);
    }
  });

  it('refuses a body over 100 KB, with or without its length, and reads a chunked one under it', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      server.fetch({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
    const big = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(110 * 1024) } });
    expect((await post(big, { 'content-length': String(big.length) })).status).toBe(413);
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < text.length; at += 16 * 1024) controller.enqueue(new TextEncoder().encode(text.slice(at, at + 16 * 1024)));
          controller.close();
        },
      });
    expect((await post(chunked(big))).status).toBe(413);
    const small = await post(chunked(JSON.stringify({ query: '{ __typename }' })));
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('does not publish the schema: no introspection, no suggestions of field names', async () => {
    expect(await errorCode({ query: '{ __schema { types { name } } }' })).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await errorCode({ query: '{ __type(name: "Post") { name } }' })).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await server.request({ query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    const misspelt = await server.request({ query: '{ topics { nam } }' });
    expect(misspelt.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(misspelt.body)).not.toMatch(/Did you mean/);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: topics { name }`).join(' ');
    expect(await errorCode({ query: `{ ${aliases} }` })).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
