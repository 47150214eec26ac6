import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import type { MutationBudget } from './mutation-limits';

const SEND = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok } }';
const message = (n: number) => ({ name: 'Sample Sender', email: `sample.limit.${n}@example.org`, subject: 'A question', message: 'Is there a shiur on Sunday?' });

/**
 * The public mutations that send mail, called straight at /api/graphql (not through the site's
 * forms), draw on the client's budget: past it the whole operation is refused with 429.
 */
describe.each(testDatabaseKinds())('limits on mail-sending mutations on %s', (kind) => {
  let server: TestGraphQLServer;
  let left: Record<MutationBudget, number>;
  const taken: string[] = [];

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind, {
      takeAllowance: async (budget, request) => {
        taken.push(`${budget} ${request.headers.get('x-test-client')}`);
        left[budget] -= 1;
        return { allowed: left[budget] >= 0, retryAfterSeconds: 42 };
      },
    });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    left = { 'mail-forms': 2, 'sign-ups': 5 };
    taken.length = 0;
  });

  const stored = async () => (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.contactMessages))[0]!.n;

  it('allows the budget, then answers 429 RATE_LIMITED with Retry-After and stores nothing more', async () => {
    const before = await stored();
    for (const n of [1, 2]) {
      const { status, body } = await server.request({ query: SEND, variables: { input: message(n) } }, { 'x-test-client': 'a' });
      expect(status).toBe(200);
      expect(body.data.sendContactMessage.ok).toBe(true);
    }
    const response = await server.fetch({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client': 'a' },
      body: JSON.stringify({ query: SEND, variables: { input: message(3) } }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    const body = (await response.json()) as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]).toMatchObject({
      message: 'Too many requests from this address. Try again in 42 seconds.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
    });
    expect(await stored()).toBe(before + 2);
    expect(taken).toEqual(['mail-forms a', 'mail-forms a', 'mail-forms a']);
  });

  it('counts every aliased copy, and refuses the whole operation when one is over', async () => {
    const before = await stored();
    const three = `mutation ($a: ContactMessageInput!, $b: ContactMessageInput!, $c: ContactMessageInput!) {
      a: sendContactMessage(input: $a) { ok }
      ... on Mutation { b: sendContactMessage(input: $b) { ok } }
      c: sendContactMessage(input: $c) { ok }
    }`;
    const { status, body } = await server.request({ query: three, variables: { a: message(4), b: message(5), c: message(6) } });
    expect(status).toBe(429);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await stored()).toBe(before);
    expect(taken).toHaveLength(3);
  });

  it('does not count queries or mutations that send no mail', async () => {
    await server.data('{ allSeries { id } }');
    const headers = await server.bearer(`limits-${kind}`);
    await server.data('mutation { setAlertFrequency(frequency: DAILY) { alertFrequency } }', {}, headers);
    expect(taken).toEqual([]);
  });
});
