import type { APIRequestContext, APIResponse } from '@playwright/test';
import fc from 'fast-check';
import { expect, test } from './fixtures';

/**
 * Random input at every boundary a visitor can reach (route parameters, query strings, GraphQL
 * documents and variables, the bodies the API's POST routes take): the site answers each with a
 * page or a clear client error, never a 500. Seeded, so a failure repeats: the seed and the
 * smallest failing input are in the report. FUZZ_SEED=… explores other inputs; FUZZ_RUNS=… more of them.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_128);
const numRuns = Number(process.env.FUZZ_RUNS ?? 120);

test.describe.configure({ mode: 'parallel' });
// Each run renders a page or two: a few minutes on a loaded two-core machine.
test.setTimeout(300_000);

/** Requests the main site failed with an unexpected error since it started (GET /api/health, fed by onRequestError). */
async function serverErrorCount(request: APIRequestContext): Promise<number> {
  const health = (await (await request.get('/api/health')).json()) as { errors: { requests: number } };
  return health.errors.requests;
}

// Besides the answers: nothing the fuzz sends may make the server report an error of its own (a
// render, route handler or action that threw while the answer still looked fine).
let errorsBefore = 0;
test.beforeEach(async ({ request }) => {
  errorsBefore = await serverErrorCount(request);
});
test.afterEach(async ({ request }) => {
  expect(await serverErrorCount(request), 'requests the server failed with an unexpected error (its log says which)').toBe(errorsBefore);
});

/** Awkward text: control and combining characters, RTL, quotes, markup, percent signs, huge numbers. */
const awkward = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('%ff', '%zz', '%E0%A4%A', '%c0%ae%c0%ae', '..', '%2e%2e', '%2F', '%00', '0', '-1', '1e3', '00012', '99999999999999999999', '9007199254740993', 'NaN', ' ', '<script>alert(1)</script>', "' OR 1=1 --", '"', '\\', 'ברכות', 'series:3', '//evil.example', '/.//evil.example'),
  fc.integer().map(String),
);

/** A path segment: as a browser would encode it, or raw (percent signs and all). */
// (Raw: without what would end the segment or make the URL unparsable for the test's own client: a backslash reads as a slash.)
const segment = fc.oneof(awkward.map((text) => encodeURIComponent(text) || '_'), awkward.map((text) => text.replace(/[\s/?#\\]/g, '') || '_'));

const pathTemplates = [
  (a: string) => `/p/${a}`,
  (a: string) => `/series/${a}`,
  (a: string) => `/author/${a}`,
  (a: string) => `/tag/${a}`,
  (a: string) => `/events/${a}`,
  (a: string) => `/holidays/${a}`,
  (a: string) => `/blogs/${a}`,
  (a: string) => `/${a}`,
  (a: string, b: string) => `/dafyomi/${a}/${b}`,
  (a: string, b: string) => `/dafyomi/berachos/${a}/${b}`,
  (a: string, b: string) => `/learning/${a}/${b}`,
  (a: string, b: string) => `/learning/mishnayot/${a}/${b}`,
  (a: string, b: string) => `/${a}/${b}`,
];

const query = (text: string) => encodeURIComponent(text);
const queryTemplates = [
  (a: string, b: string) => `/search?q=${query(a)}&page=${query(b)}`,
  (a: string, b: string) => `/series?topic=${query(a)}&after=${query(b)}`,
  (a: string) => `/series/3?after=${query(a)}`,
  (a: string) => `/p/1?t=${query(a)}`,
  (a: string) => `/api/search/suggest?q=${query(a)}`,
  (a: string, b: string) => `/logged-in?returnTo=${query(a)}&error=${query(b)}`,
  (a: string) => `/dafyomi?date=${query(a)}`,
  (a: string, b: string) => `/api/graphql?query=${query(a)}&variables=${query(b)}`,
  (a: string) => `/learning/${query(a)}/calendar.ics`,
  (a: string) => `/series/${query(a)}/feed.xml`,
  (a: string) => `/events/${query(a)}/event.ics`,
  (a: string) => `/api/topics/${query(a)}/series`,
  (a: string) => `/media/files/${query(a)}/x.mp3`,
  (a: string) => `/api/ads/house?slot=${query(a)}`,
  (a: string, b: string) => `/dev/mail/${query(a)}/raw?${query(b)}`,
];

/** Asks for `path` and fails on a 500 or worse; follows no redirect (a 3xx is an answer too). */
async function expectAnswered(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: { data: string; contentType: string }) {
  const response = await request.fetch(path, {
    method,
    maxRedirects: 0,
    failOnStatusCode: false,
    ...(body ? { data: body.data, headers: { 'content-type': body.contentType } } : {}),
  });
  const what = `${method} ${path}${body ? ` ${body.data.slice(0, 200)}` : ''}`;
  expect(response.status(), what).toBeLessThan(500);
  if (path.startsWith('/api/graphql')) await expectNoServerError(response, what);
}

/** GraphQL over HTTP may answer a failure with 200: the error's code tells whose mistake it was. */
async function expectNoServerError(response: APIResponse, what: string) {
  const text = await response.text();
  expect(text, what).not.toContain('INTERNAL_SERVER_ERROR');
}

test('random route parameters are a page or a 404, never a 500', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(fc.nat(pathTemplates.length - 1), segment, segment, async (which, a, b) => {
      await expectAnswered(request, 'GET', pathTemplates[which]!(a, b));
    }),
    { seed, numRuns },
  );
});

test('random query strings are a page or a clear error, never a 500', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(fc.nat(queryTemplates.length - 1), awkward, awkward, async (which, a, b) => {
      await expectAnswered(request, 'GET', queryTemplates[which]!(a, b));
    }),
    { seed, numRuns },
  );
});

/** Documents of the schema's shape with awkward names and arguments, and plain junk. */
const fieldName = fc.constantFrom('post', 'posts', 'series', 'seriesList', 'author', 'authors', 'topics', 'tag', 'me', 'search', 'dafYomi', '__typename', '__schema', 'nope');
const argument = fc.oneof(
  awkward.map((text) => JSON.stringify(text)),
  fc.integer().map(String),
  fc.constantFrom('null', 'true', '[]', '{}', '$v', '[[[[1]]]]', '{ masechta: "x" }', '1.5e300'),
);
const selection: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fieldName,
    fc.tuple(fieldName, fc.constantFrom('id', 'first', 'after', 'filter', 'search', 'date'), argument).map(([field, name, value]) => `${field}(${name}: ${value}) { id }`),
    fc.tuple(fieldName, tie('node')).map(([field, inner]) => `${field} { ${inner} }`),
  ),
})).node;
const document = fc.oneof(
  selection.map((inner) => `{ ${inner} }`),
  selection.map((inner) => `query Q($v: ID) { ${inner} }`),
  selection.map((inner) => `mutation { ${inner} }`),
  fc.string({ maxLength: 60 }),
);
const variables = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom('v', 'id', 'input', 'filter'), fc.jsonValue({ maxDepth: 2 })));

test('random GraphQL documents and variables get GraphQL errors, never a 500', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(document, variables, async (query, vars) => {
      await expectAnswered(request, 'POST', '/api/graphql', { data: JSON.stringify({ query, variables: vars }), contentType: 'application/json' });
    }),
    { seed, numRuns: numRuns * 2 },
  );
});

test('a GraphQL GET with random variables and extensions is a client error at worst', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(document, awkward, awkward, async (query, vars, extensions) => {
      const search = new URLSearchParams({ query, variables: vars, extensions });
      const response = await request.get(`/api/graphql?${search}`, { headers: { accept: 'application/json' }, failOnStatusCode: false });
      expect(response.status(), `GET /api/graphql?${search}`).toBeLessThan(500);
      await expectNoServerError(response, `GET /api/graphql?${search}`);
    }),
    { seed, numRuns },
  );
});

const postRoutes = ['/api/alerts/unsubscribe', '/api/newsletters/unsubscribe', '/api/payments/webhook', '/api/revalidate', '/api/jobs/run', '/api/media/direct-uploads/1/complete', '/api/graphql'];
const formBody = fc.oneof(
  fc.dictionary(fc.constantFrom('token', 'List-Unsubscribe', 'list', 'id', 'tags', 'paths', 'type', 'secret'), awkward).map((fields) => ({ data: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ data: JSON.stringify(value), contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ data: text, contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ data: text, contentType: 'multipart/form-data; boundary=x' })),
);

test('random bodies to the API routes that take a POST are refused in words, never a 500', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...postRoutes), fc.oneof(fc.constant(''), awkward.map((text) => `?token=${query(text)}`)), formBody, async (route, search, body) => {
      await expectAnswered(request, 'POST', `${route}${search}`, body);
    }),
    { seed, numRuns },
  );
});
