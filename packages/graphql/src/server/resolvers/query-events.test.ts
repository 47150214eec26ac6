import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const WINDOW = `query ($from: DateTime, $to: DateTime, $after: String, $first: Int) {
  events(from: $from, to: $to, when: ALL, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title startsAt } }
  }
}`;

describe.each(testDatabaseKinds())('events(from:, to:) on %s', (kind) => {
  let server: TestGraphQLServer;
  const ids: number[] = [];

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    // Events of their own, far from the seed's dates, on the window's edges: one exactly at `from`
    // (in), one a millisecond before it (out), one just before `to` (in) and one exactly at `to` (out);
    // and a draft inside the window, which visitors never see.
    const rows = await server.database.db
      .insert(schema.events)
      .values([
        ['edge-before', '2031-02-28T23:59:59.999Z'],
        ['edge-from', '2031-03-01T00:00:00.000Z'],
        ['edge-late', '2031-03-31T23:30:00.000Z'],
        ['edge-middle', '2031-03-15T18:00:00.000Z'],
        ['edge-to', '2031-04-01T00:00:00.000Z'],
        // Not Published: never in a public list, window or not.
        ['edge-draft', '2031-03-10T12:00:00.000Z', 'Draft'],
      ].map(([slug, at, status]) => ({
        title: `Sample ${slug}`,
        slug: `window-${slug}`,
        startsAt: new Date(at!),
        status: (status ?? 'Published') as 'Draft' | 'Published',
      })))
      .returning({ id: schema.events.id });
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(async () => {
    if (ids.length) await server.database.db.delete(schema.events).where(inArray(schema.events.id, ids));
    await server?.close();
  });

  it('gives the events starting from `from` (included) to `to` (left out), soonest first', async () => {
    const data = await server.data(WINDOW, { from: '2031-03-01T00:00:00Z', to: '2031-04-01T00:00:00Z' });
    expect(data.events.edges.map((edge: any) => edge.node.title)).toEqual([
      'Sample edge-from',
      'Sample edge-middle',
      'Sample edge-late',
    ]);
    expect(data.events.totalCount).toBe(3);
  });

  it('pages through a window without gaps or repeats', async () => {
    const titles: string[] = [];
    let after: string | null = null;
    do {
      const data: any = await server.data(WINDOW, { from: '2031-02-01T00:00:00Z', to: '2031-05-01T00:00:00Z', first: 2, after });
      titles.push(...data.events.edges.map((edge: any) => edge.node.title));
      after = data.events.pageInfo.hasNextPage ? data.events.pageInfo.endCursor : null;
    } while (after);
    expect(titles).toEqual(['Sample edge-before', 'Sample edge-from', 'Sample edge-middle', 'Sample edge-late', 'Sample edge-to']);
  });

  it('takes either end alone', async () => {
    const from = await server.data(WINDOW, { from: '2031-03-31T00:00:00Z' });
    expect(from.events.edges.map((edge: any) => edge.node.title)).toEqual(['Sample edge-late', 'Sample edge-to']);
    const to = await server.data(WINDOW, { to: '2031-03-01T00:00:00Z', first: 100 });
    expect(to.events.edges.map((edge: any) => edge.node.title)).toContain('Sample edge-before');
    expect(to.events.edges.map((edge: any) => edge.node.title)).not.toContain('Sample edge-from');
  });

  it.each([
    ['to before from', { from: '2031-04-01T00:00:00Z', to: '2031-03-01T00:00:00Z' }],
    ['an empty window', { from: '2031-04-01T00:00:00Z', to: '2031-04-01T00:00:00Z' }],
    ['a malformed date', { from: 'next Tuesday', to: '2031-03-01T00:00:00Z' }],
    ['a date PostgreSQL cannot hold', { from: '-010000-01-01T00:00:00Z' }],
    ['a year past 9999', { to: '+020000-01-01T00:00:00Z' }],
  ])('answers BAD_USER_INPUT for %s', async (_name, variables) => {
    const { status, body } = await server.request({ query: WINDOW, variables });
    expect(status).toBeLessThan(500);
    expect(body.data?.events ?? null).toBeNull();
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
