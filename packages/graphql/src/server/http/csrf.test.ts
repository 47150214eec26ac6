import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { CSRF_HEADER } from '../../csrf-header';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const SUBSCRIBE_SERIES =
  'mutation ($id: ID!) { subscribeToSeries(id: $id) { id viewerIsSubscribed } }';
const SERIES_STATE = 'query ($id: ID!) { series(id: $id) { id viewerIsSubscribed } }';
const ME =
  'query { me(input: { services: "openshiur-web" }) { id firstName email picture name subscribedSeries { id } subscribedAuthors { id } } }';

/**
 * Cross-site request forgery protection, through a mutation that changes something (following a
 * series): GET never runs a mutation, cookie-authenticated mutations need the site's header and a
 * same-origin request, and the endpoint grants no CORS.
 */
describe.each(testDatabaseKinds())('mutations from other sites on %s', (kind) => {
  let server: TestGraphQLServer;
  let seriesId: string;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    const { db } = server.database;
    const [series] = await db.select().from(schema.series).orderBy(asc(schema.series.id)).limit(1);
    seriesId = String(series!.id);
  });
  afterAll(async () => server?.close());

  it('never runs a mutation sent with GET', async () => {
    const headers = await server.bearer(`get-${kind}`);
    const search = `?query=${encodeURIComponent(SUBSCRIBE_SERIES)}&variables=${encodeURIComponent(JSON.stringify({ id: seriesId }))}`;
    const response = await server.fetch({
      search,
      headers: { ...headers, accept: 'application/json' },
    });
    expect(response.status).toBe(405);
    const me = await server.request({ query: ME }, headers);
    expect(me.body.data.me.subscribedSeries).toEqual([]);
  });

  describe('cross-site request forgery', () => {
    const cookie = async (sub: string) => (await server.sessionCookie(sub)).headers.cookie;

    it('refuses a cookie-authenticated request without the site header, and changes nothing', async () => {
      const headers = { cookie: await cookie(`csrf-victim-${kind}`) };
      const { status, body } = await server.request(
        { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
        headers,
      );
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const victim = await server.data(ME, {}, headers);
      expect(victim.me.subscribedSeries).toEqual([]);
    });

    it('refuses a cookie-authenticated request that the browser marks as cross-site', async () => {
      const headers = {
        cookie: await cookie(`csrf-cross-${kind}`),
        [CSRF_HEADER]: '1',
        'sec-fetch-site': 'cross-site',
      };
      const { status } = await server.request(
        { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
        headers,
      );
      expect(status).toBe(403);
    });

    it("accepts the site's own requests: cookie with the header from the same origin", async () => {
      const headers = {
        cookie: await cookie(`csrf-ok-${kind}`),
        [CSRF_HEADER]: '1',
        'sec-fetch-site': 'same-origin',
      };
      const { status, body } = await server.request(
        { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
        headers,
      );
      expect(status).toBe(200);
      expect(body.data.subscribeToSeries.viewerIsSubscribed).toBe(true);
    });

    it('needs no header for Bearer-authenticated or anonymous requests', async () => {
      const withBearer = await server.request(
        { query: SUBSCRIBE_SERIES, variables: { id: seriesId } },
        await server.bearer(`api-client-${kind}`),
      );
      expect(withBearer.status).toBe(200);
      const anonymous = await server.request({ query: SERIES_STATE, variables: { id: seriesId } });
      expect(anonymous.status).toBe(200);
    });

    it('grants no cross-origin access (CORS) to the endpoint', async () => {
      const preflight = await server.fetch({
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': CSRF_HEADER,
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const post = await server.request(
        { query: SERIES_STATE, variables: { id: seriesId } },
        { origin: 'https://evil.example' },
      );
      expect(post.status).toBe(200);
    });
  });
});
