import { expect } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind,
} from '@openshiur/db/testing';
import { createLinkTokens, createTokenVerifier, identityOfSession, newSessionSecret, type LinkTokens } from '@openshiur/auth';
import { startSession, type SessionTimeouts } from '@openshiur/db';
import { startTestIdentityProvider, type TestIdentityProvider } from '@openshiur/auth/testing';
import { createBuiltInIndexer } from '@openshiur/search';
import { createContext, type ContentChange } from './context';
import { createDemoPaymentProvider, type DemoPaymentProvider, type SignedWebhook } from './payments/demo-provider';
import { handlePaymentWebhook } from './payments/donations';
import type { PaymentsService } from './payments/service';
import type { DedicationCalendar } from './dedication-calendar';
import { createGraphQLServer } from './http/yoga';
import type { TakeAllowance } from './http/mutation-limits';
import { databaseSessions, identifyRequest } from './http/identify';
import { upsertUserFromIdentity } from './queries/users';

/** The test server's session timeouts: an hour idle, a day in all. */
export const TEST_SESSION_TIMEOUTS: SessionTimeouts = { idleSeconds: 3_600, maxSeconds: 86_400 };

/**
 * A real GraphQL server for tests: the yoga endpoint over a freshly seeded database, verifying tokens
 * against a real local identity provider. Requests go through yoga's fetch handler, as in production.
 */
export interface TestGraphQLServer {
  database: TestDatabase;
  identityProvider: TestIdentityProvider;
  /** What editors' mutations told the site they changed, in order. */
  contentChanges: ContentChange[];
  /** The signed links the server checks (the site makes them for its mails); a test signs its own. */
  linkTokens: LinkTokens;
  /** How many times a mutation said it queued mail. */
  mailQueuedCount(): number;
  /** The demo payment provider the server takes donations with (USD 1 to 25,000). */
  payments: PaymentsService & { provider: DemoPaymentProvider };
  /** The webhooks the demo provider delivered on its own (refunds), in order; each was handled as the site's endpoint does. */
  deliveredWebhooks: SignedWebhook[];
  request(
    body: { query: string; variables?: unknown; operationName?: string } | string,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  }>;
  /** The data of a query that must succeed: the test fails on any GraphQL error. */
  data(query: string, variables?: object, headers?: Record<string, string>): Promise<any>;
  /** An `authorization: Bearer` header with a token of the test provider for `sub`. */
  bearer(sub: string, claims?: Record<string, unknown>): Promise<{ authorization: string }>;
  /**
   * A `cookie` header naming a new server-side session for `sub` (as the site's sign-in callback
   * starts one), with the session's stored id.
   */
  sessionCookie(sub: string, claims?: Record<string, unknown>): Promise<{ headers: { cookie: string }; sessionId: string }>;
  /** A raw request to the endpoint (GET, preflights, odd headers). */
  fetch(init?: RequestInit & { search?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestGraphQLServer(
  kind: TestDatabaseKind,
  options: { dedicationCalendar?: DedicationCalendar; takeAllowance?: TakeAllowance } = {},
): Promise<TestGraphQLServer> {
  const [database, identityProvider] = await Promise.all([
    createTestDatabase(kind, { seed: { size: 'small' } }),
    startTestIdentityProvider(),
  ]);
  // As the site does at start-up: index what the seed wrote.
  await createBuiltInIndexer(database.db).indexPending();
  const verifier = createTokenVerifier({
    issuer: identityProvider.issuer,
    audience: identityProvider.audience,
  });
  const contentChanges: ContentChange[] = [];
  const linkTokens = createLinkTokens('test link-token secret, at least 32 characters long');
  let mailQueued = 0;
  const deliveredWebhooks: SignedWebhook[] = [];
  const provider: DemoPaymentProvider = createDemoPaymentProvider({
    db: database.db,
    webhookSecret: 'test demo webhook secret, at least 32 characters',
    checkoutUrl: (id) => `http://localhost/payments/demo/checkout/${id}`,
    // As the site's endpoint does (apps/web api/payments/webhook): checked and applied.
    deliver: async (webhook) => {
      deliveredWebhooks.push(webhook);
      await handlePaymentWebhook(database.db, provider, webhook.body, new Headers(webhook.headers));
    },
  });
  const payments = {
    provider,
    donationLimits: { currency: 'USD', minCents: 100, maxCents: 2_500_000 },
    donationReturnUrls: (reference: string) => ({
      successUrl: `http://localhost/donate/thankyou?ref=${reference}`,
      cancelUrl: 'http://localhost/donate?cancelled=1',
    }),
    orderReturnUrls: (reference: string) => ({
      successUrl: `http://localhost/order/thankyou?ref=${reference}`,
      cancelUrl: `http://localhost/order/thankyou?ref=${reference}&left=1`,
    }),
  };
  const server = createGraphQLServer({
    takeAllowance: options.takeAllowance,
    contextFor: async (request) =>
      createContext({
        db: database.db,
        ...(await identifyRequest(request, { verifier, sessions: databaseSessions(database.db, TEST_SESSION_TIMEOUTS) })),
        contentChanged: async (changes) => void contentChanges.push(...changes),
        linkTokens,
        mailQueued: () => void (mailQueued += 1),
        payments,
        dedicationCalendar: options.dedicationCalendar ?? null,
        contactInbox: 'office@example.org',
      }),
  });
  const testServer: TestGraphQLServer = {
    database,
    identityProvider,
    contentChanges,
    linkTokens,
    mailQueuedCount: () => mailQueued,
    payments,
    deliveredWebhooks,
    async request(body, headers = {}) {
      const response = await server.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async data(query, variables, headers) {
      const { body } = await testServer.request({ query, variables }, headers);
      expect(body.errors).toBeUndefined();
      return body.data;
    },
    async bearer(sub, claims = {}) {
      return { authorization: `Bearer ${await identityProvider.signToken({ sub, ...claims })}` };
    },
    async sessionCookie(sub, claims = {}) {
      const tokenClaims = { sub, exp: Math.floor(Date.now() / 1000) + 600, ...claims };
      const user = await upsertUserFromIdentity(database.db, identityOfSession(tokenClaims, new Date(tokenClaims.exp * 1000)));
      const { secret, id } = await newSessionSecret();
      await startSession(database.db, { id, userId: user.id, claims: tokenClaims }, TEST_SESSION_TIMEOUTS);
      return { headers: { cookie: `jwt=${secret}` }, sessionId: id };
    },
    fetch({ search = '', ...init } = {}) {
      return Promise.resolve(server.fetch(`http://localhost/api/graphql${search}`, init));
    },
    async close() {
      await Promise.all([database.cleanup(), identityProvider.close()]);
    },
  };
  return testServer;
}
