import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const ME =
  'query { me(input: { services: "openshiur-web" }) { id firstName email picture name subscribedSeries { id } subscribedAuthors { id } } }';

describe.each(testDatabaseKinds())('users on %s', (kind) => {
  let server: TestGraphQLServer;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  describe('the user record', () => {
    it('is created from the claims on first use and refreshed by a newer token', async () => {
      const sub = `claims-${kind}`;
      const now = Math.floor(Date.now() / 1000);
      const first = await server.request(
        { query: ME },
        await server.bearer(sub, {
          given_name: 'First',
          picture: 'https://img.example.org/a.png',
          iat: now - 60,
        }),
      );
      expect(first.body.data.me).toMatchObject({
        firstName: 'First',
        picture: 'https://img.example.org/a.png',
        name: 'First User',
      });
      // An older token (issued before the record was written) does not overwrite it.
      const older = await server.request(
        { query: ME },
        await server.bearer(sub, { given_name: 'Stale', iat: now - 3600 }),
      );
      expect(older.body.data.me.firstName).toBe('First');
      const newer = await server.request(
        { query: ME },
        await server.bearer(sub, {
          given_name: 'Renamed',
          email: 'renamed@example.org',
          iat: now + 2,
        }),
      );
      expect(newer.body.data.me).toMatchObject({
        firstName: 'Renamed',
        email: 'renamed@example.org',
        id: first.body.data.me.id,
      });
    });
  });
});
