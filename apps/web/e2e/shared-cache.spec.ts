import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { expect, test } from '@playwright/test';
import { sharedCacheSecret as revalidateSecret, sharedCachePorts } from '../playwright.shared-cache.config';
import { CACHED_VIEW } from '../src/lib/page-view';
import { queryDatabase } from './support/database';
import { appDir, startSite, waitUntilHealthy, type SiteProcess } from './support/site-process';

/**
 * Several instances of the site behind one load balancer (README, "Running several instances"):
 * two servers (server.mjs) of the same build with one PostgreSQL database and one Redis (REDIS_URL) serve
 * the same cached pages, and a change reported to either is seen on both.
 *
 * The spec starts its two servers itself, on a fresh database it creates (the first server
 * migrates and seeds it), and only when PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL,
 * default redis://127.0.0.1:6379) answer; otherwise it is skipped. The embedded database cannot be
 * shared: it lives inside one process. Run with `playwright test -c playwright.shared-cache.config.ts`
 * (part of `pnpm e2e`), after a build.
 */
test.describe.configure({ mode: 'serial' });

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `openshiur-e2e-${randomUUID().slice(0, 8)}`;
const databaseName = `openshiur_test_${randomUUID().replaceAll('-', '')}`;
const [portA, portB] = sharedCachePorts;
const siteA = `http://127.0.0.1:${portA}`;
const siteB = `http://127.0.0.1:${portB}`;

const servers: SiteProcess[] = [];
const MAIL_FORM_LIMIT = 4;
let databaseUrl: string | undefined;

const onServer = (statement: string) => queryDatabase(databaseServerUrl!, statement);

const sql = (statement: string, values: unknown[]) => queryDatabase(databaseUrl!, statement, values);

function redisClient() {
  return createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
}

async function withRedis<T>(run: (client: ReturnType<typeof redisClient>) => Promise<T>): Promise<T> {
  const client = redisClient();
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.close();
  }
}

async function redisAnswers(): Promise<boolean> {
  return withRedis(async (client) => (await client.ping()) === 'PONG').catch(() => false);
}

function startServer(port: number): SiteProcess {
  const site = startSite(port, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    REVALIDATE_SECRET: revalidateSecret,
    // Sign-in is not used here; an outside provider (never asked) keeps the embedded one from starting.
    OIDC_ISSUER: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'openshiur-web',
    AUTH_DATA_DIR: mkdtempSync(join(tmpdir(), 'openshiur-shared-cache-auth-')),
    MAIL_DIR: mkdtempSync(join(tmpdir(), 'openshiur-shared-cache-mail-')),
    // Small, so the shared limit test reaches it in a few requests.
    MAIL_FORM_RATE_LIMIT: String(MAIL_FORM_LIMIT),
  });
  servers.push(site);
  return site;
}

async function contentReads(site: string): Promise<number> {
  const answer = await fetch(`${site}/api/health`);
  return ((await answer.json()) as { cache: { contentReads: number } }).cache.contentReads;
}

async function page(site: string, path: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${site}${path}`);
  return { status: answer.status, html: await answer.text() };
}

async function allSeries(site: string): Promise<{ id: string; name: string }[]> {
  const answer = await fetch(`${site}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ allSeries { id name } }' }),
  });
  return ((await answer.json()) as { data: { allSeries: { id: string; name: string }[] } }).data.allSeries;
}

/** Series whose page `next build` did not prerender: its first render can only happen on A. */
function notPrerendered(series: { id: string; name: string }[]) {
  // The anonymous render's files: the proxy puts every visitor without a session on the `a` view
  // (src/lib/page-view.ts). Checked, so that a change of layout fails here instead of picking a
  // prerendered page, which may already be stale when the test runs (then no cache keeps it).
  const prerendered = join(appDir, '.next', 'server', 'app', CACHED_VIEW, 'series');
  expect(existsSync(prerendered), `the build's prerendered series pages are in ${prerendered}`).toBe(true);
  return series.filter(({ id }) => !existsSync(join(prerendered, `${id}.html`)));
}

async function pageKeys(): Promise<number> {
  return withRedis(async (client) => (await client.keys(`${keyPrefix}:page:*`)).length);
}

test.beforeAll(async () => {
  test.setTimeout(240_000); // this hook's: two servers start, and the first seeds the database
  test.skip(!databaseServerUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.skip(!(await redisAnswers()), `needs Redis at ${redisUrl} (TEST_REDIS_URL)`);
  await onServer(`create database "${databaseName}"`);
  const url = new URL(databaseServerUrl!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  await waitUntilHealthy(startServer(portA)); // A migrates and seeds the new database
  await waitUntilHealthy(startServer(portB));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (databaseUrl) await onServer(`drop database if exists "${databaseName}" with (force)`);
  if (databaseServerUrl) {
    await withRedis(async (client) => {
      const keys = await client.keys(`${keyPrefix}:*`);
      if (keys.length) await client.del(keys);
    }).catch(() => undefined);
  }
});

test('a page rendered on one instance is served by the other without reading the database', async () => {
  const [series] = notPrerendered(await allSeries(siteA));
  expect(series, 'a series the build did not prerender').toBeDefined();
  const path = `/series/${series!.id}`;
  const first = await page(siteA, path);
  expect(first.status).toBe(200);
  expect(first.html).toContain(series!.name);
  await expect.poll(pageKeys, { message: 'the page is stored in Redis' }).toBeGreaterThan(0);

  const before = await contentReads(siteB);
  const onB = await page(siteB, path);
  expect(onB.status).toBe(200);
  expect(onB.html).toContain(series!.name);
  expect(await contentReads(siteB), 'B read no content').toBe(before);
});

test('a change reported to one instance is served by the other', async () => {
  const [, series] = notPrerendered(await allSeries(siteA));
  expect(series).toBeDefined();
  const path = `/series/${series!.id}`;
  expect((await page(siteA, path)).html).toContain(series!.name);
  expect((await page(siteB, path)).html).toContain(series!.name);
  // A's response cache (server.mjs) now holds the page: only the shared revision can retire it.
  expect((await fetch(`${siteA}${path}`)).headers.get('age'), 'answered by A\'s response cache').not.toBeNull();

  const renamed = `Renamed series ${randomUUID().slice(0, 8)}`;
  await sql('update series set name = $1 where id = $2', [renamed, Number(series!.id)]);
  const report = await fetch(`${siteB}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ changes: [{ type: 'series', id: Number(series!.id), change: 'updated' }] }),
  });
  expect(report.status).toBe(200);

  // The revalidation is recorded in Redis as the request on B ends; A sees it on its next visit.
  await expect.poll(async () => (await page(siteA, path)).html, { timeout: 20_000 }).toContain(renamed);
  const before = await contentReads(siteB);
  expect((await page(siteB, path)).html).toContain(renamed);
  expect(await contentReads(siteB), "B serves A's new render from the shared cache").toBe(before);
});

test('a 404 for an unknown id is not stored in Redis', async () => {
  const before = await pageKeys();
  for (const path of ['/series/999999', '/p/999999', '/author/999999']) {
    expect((await page(siteA, path)).status, path).toBe(404);
  }
  await new Promise((resolve) => setTimeout(resolve, 500)); // writes finish after the response
  expect(await pageKeys()).toBe(before);
});

test('the forms\' rate limit is one count for both instances, kept in Redis', async () => {
  const send = async (site: string, n: number) => {
    const answer = await fetch(`${site}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok } }',
        variables: { input: { name: 'Sample Sender', email: `sample.shared.${n}@example.org`, subject: 'A question', message: 'Is there a shiur on Sunday?' } },
      }),
    });
    return answer.status;
  };
  const statuses = [];
  // Alternating instances: each alone would allow MAIL_FORM_LIMIT, together they allow it once.
  for (let n = 0; n < MAIL_FORM_LIMIT + 2; n += 1) statuses.push(await send(n % 2 === 0 ? siteA : siteB, n));
  expect(statuses).toEqual([...Array(MAIL_FORM_LIMIT).fill(200), 429, 429]);
  const counters = await withRedis((client) => client.keys(`${keyPrefix}:rate:mail-forms*`));
  expect(counters).toHaveLength(1);
});
