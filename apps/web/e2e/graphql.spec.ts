import { expect, test } from './fixtures';

test('GetAllSeries answers with the exact spec document', async ({ request }) => {
  const response = await request.post('/api/graphql', {
    data: {
      query: 'query GetAllSeries($includeEmpty: Boolean) { allSeries(includeEmpty: $includeEmpty) { id name topics } }',
      variables: { includeEmpty: false },
    },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data.allSeries.length).toBeGreaterThan(0);
});

test('an anonymous GetCurrentUser is null', async ({ request }) => {
  const response = await request.post('/api/graphql', {
    data: {
      query:
        'query GetCurrentUser($input: UserInput!) { me(input: $input) { id email firstName lastName subscribedSeries { id name } subscribedAuthors { id name } } }',
      variables: { input: { services: 'openshiur-web' } },
    },
  });
  expect((await response.json()).data.me).toBeNull();
});

test('a Bearer token the server cannot verify is UNAUTHENTICATED, not a crash', async ({ request }) => {
  const response = await request.post('/api/graphql', {
    headers: { authorization: 'Bearer not.a.token' },
    data: { query: 'query { me(input: { services: "openshiur-web" }) { id } }' },
  });
  const body = await response.json();
  expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('invalid requests get GraphQL errors with codes', async ({ request }) => {
  const cases: [unknown, string][] = [
    [{ query: '{ nope' }, 'GRAPHQL_PARSE_FAILED'],
    [{ query: '{ noSuchField }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [{ query: '{ post(id: "abc") { id } }' }, 'BAD_USER_INPUT'],
    [{ query: '{ posts(first: 101) { totalCount } }' }, 'BAD_USER_INPUT'],
    // Large page sizes are priced by the cost limit before they reach the resolver.
    [{ query: '{ posts(first: 100000) { edges { node { id title } } } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [{ query: '{ posts(after: "garbage!") { totalCount } }' }, 'BAD_USER_INPUT'],
    // Malformed HTTP requests get graphql-yoga's own code.
    [{ query: '{ allSeries { id } }', variables: 'not-an-object' }, 'BAD_REQUEST'],
  ];
  for (const [data, code] of cases) {
    const response = await request.post('/api/graphql', { data: data as object });
    expect(response.status(), JSON.stringify(data)).toBeLessThan(500);
    const body = await response.json();
    expect(body.errors?.[0]?.extensions?.code, JSON.stringify(data)).toBe(code);
  }
});

test('deep queries are rejected by the depth limit', async ({ request }) => {
  const deep = '{ posts { edges { node { series { posts { edges { node { series { posts { edges { node { id } } } } } } } } } } } }';
  const response = await request.post('/api/graphql', { data: { query: deep } });
  const body = await response.json();
  expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(body.errors?.[0]?.message).toMatch(/depth/i);
});
