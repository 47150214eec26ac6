import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@openshiur/playwright-config';

/**
 * Browser tests run against a production build (`node server.mjs`, as `pnpm start`) on a fresh embedded database, so they
 * see exactly what a visitor sees on a fresh machine.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose database is unreachable: every data page must fail into the error page. */
export const brokenDatabasePort = port + 1;
/** The embedded demo identity provider, started by the site on `port` (no OIDC_ISSUER). */
export const identityProviderPort = port + 2;
export const identityProviderIssuer = `http://127.0.0.1:${identityProviderPort}`;
/**
 * A second full site configured like a production one would be with an outside provider
 * (OIDC_ISSUER, client id and secret, here pointing at the first site's embedded provider), with
 * the chat widget configured. chat.spec.ts uses it, and the studio's writing tests (their posts
 * stay out of the other specs' searches).
 */
export const externalProviderSitePort = port + 3;
/**
 * A site of its own for cache.spec.ts, so its counts of database reads see no other test's
 * requests. Configured with an outside provider like the one above, and with REVALIDATE_SECRET.
 */
export const cacheSitePort = port + 4;
// Chosen once in the runner; its worker processes inherit the environment, so they know it too.
process.env.E2E_REVALIDATE_SECRET ??= randomBytes(24).toString('base64url');
export const revalidateSecret = process.env.E2E_REVALIDATE_SECRET;
export const chatWidgetScriptUrl = 'https://chat.openshiur.example/widget.js';
/** The ad service's script: never fetched for real (e2e/fixtures.ts answers it with nothing, ads.spec.ts with a fake). */
export const adsScriptUrl = 'https://ads.openshiur.example/gpt.js';
export const seriesAdUnitPath = '/1234567/openshiur/series';
/** Low enough that a test can reach it, high enough that the suite's own sign-ins never do. */
export const signInRateLimit = 120;
/**
 * How long the servers keep an idle connection open. Node's default is 5 s, and Playwright's request
 * context keeps its connections alive with no idle limit of its own, so a test that spent 5 s in the
 * browser between two API calls could send the second one just as the server closed the socket
 * (read ECONNRESET, seen once in CI). Longer than any test may last (timeout below): no race.
 */
const keepAliveTimeoutMs = 120_000;
/** The site's production server, as `pnpm start` runs it (server.mjs: Next behind the response cache). */
const siteServer = (onPort: number) =>
  `node server.mjs --hostname 127.0.0.1 --port ${onPort} --keepAliveTimeout ${keepAliveTimeoutMs}`;

// Made once, by the runner: its workers load this file again and inherit the variable, so tests
// that read a site's files (its mail) look where that site writes them.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'openshiur-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** Where each site writes its mail (no SMTP_URL): the tests read it there (e2e/support/mailbox.ts). */
export const mainSiteMailDir = join(dataDir, 'mail');
export const externalProviderSiteMailDir = join(dataDir, 'mail-external');
const authDir = join(dataDir, 'auth');
// The embedded provider registers the site with the secret in this file; the second site is given
// the same one as OIDC_CLIENT_SECRET, as an operator would copy it from a real provider.
// Written once, by the runner (workers load this file again: they must not change it under the sites).
process.env.E2E_CLIENT_SECRET ??= randomBytes(24).toString('base64url');
const clientSecret = process.env.E2E_CLIENT_SECRET;
mkdirSync(authDir, { recursive: true });
if (!existsSync(join(authDir, 'client-secret'))) writeFileSync(join(authDir, 'client-secret'), `${clientSecret}\n`, { mode: 0o600 });

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test's limit catches a hang, not slowness (speed is the bench's job). The long flows (twenty
  // sign-ups to reach a rate limit, a studio edit seen on four pages) take 25–55 s on a quiet two-core
  // machine and twice that on a loaded CI one, where 60 s failed them.
  timeout: process.env.CI ? 120_000 : 60_000,
  // A first visit to a page renders it, which on a loaded two-core CI machine can outlast 5 s.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    // shared-cache.spec.ts and studio-faults.spec.ts have a configuration of their own (playwright.shared-cache.config.ts).
    { name: 'desktop', testIgnore: /(shared-cache|studio-faults|mail-faults)\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The site chrome behaves differently below 960px: its specs run at a phone size too.
    {
      name: 'mobile',
      testMatch: /(chrome|search-dropdown)\.spec\.ts/,
      // Blocks that behave the same at every width run on desktop only (SAME_AT_EVERY_WIDTH).
      grepInvert: /@same-at-every-width/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: siteServer(port),
      url: `http://127.0.0.1:${port}/api/graphql?query=%7B__typename%7D`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DIR: join(dataDir, 'pglite'),
        NODE_ENV: 'production',
        DATABASE_URL: '',
        // No OIDC_ISSUER: sign-in goes through the embedded provider, as on a fresh machine.
        OIDC_ISSUER: '',
        EMBEDDED_OIDC_ISSUER: identityProviderIssuer,
        AUTH_DATA_DIR: authDir,
        MAIL_DIR: mainSiteMailDir,
        SIGN_IN_RATE_LIMIT: String(signInRateLimit),
        // As behind a reverse proxy: the client address is X-Forwarded-For's last entry, so the
        // specs that reach a rate limit each send an address of their own (the broken-database
        // site below runs without it, as a server facing the internet: sign-in.spec.ts checks
        // that a forged header does not escape its limit there).
        TRUST_PROXY: 'true',
        // Never fetched for real: the tests intercept it to see when consent lets it load. The
        // build must carry it too (the root `pnpm e2e` sets it): prerendered pages read it at build.
        ANALYTICS_SCRIPT_URL: 'https://analytics.openshiur.example/script.js',
        // The series page's slot goes to the ad service (a fake Google Publisher Tag, ads.spec.ts),
        // the others show house ads. The build carries them too (the root `pnpm e2e` sets them).
        ADS_SCRIPT_URL: adsScriptUrl,
        ADS_SLOT_IDS: `series=${seriesAdUnitPath}`,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: siteServer(brokenDatabasePort),
      // A file the server answers without its database (a page would need it).
      url: `http://127.0.0.1:${brokenDatabasePort}/icon.svg`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Port 9 (discard) refuses connections on this machine: the database is down. Its sign-in
      // would point at the main site's provider: it never starts one of its own.
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        OIDC_ISSUER: identityProviderIssuer,
        OIDC_CLIENT_ID: 'openshiur-web',
        AUTH_DATA_DIR: join(dataDir, 'auth-broken'),
        MAIL_DIR: join(dataDir, 'mail-broken'),
        JOB_RUNNER_INTERVAL_SECONDS: '0',
      },
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: siteServer(externalProviderSitePort),
      url: `http://127.0.0.1:${externalProviderSitePort}/api/graphql?query=%7B__typename%7D`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DIR: join(dataDir, 'pglite-external'),
        NODE_ENV: 'production',
        DATABASE_URL: '',
        OIDC_ISSUER: identityProviderIssuer,
        OIDC_CLIENT_ID: 'openshiur-web',
        OIDC_CLIENT_SECRET: clientSecret,
        AUTH_DATA_DIR: join(dataDir, 'auth-external'),
        MAIL_DIR: externalProviderSiteMailDir,
        SIGN_IN_RATE_LIMIT: String(signInRateLimit),
        // studio-media.spec.ts uploads here, in pieces of 1 MB so a small file is sent in several.
        MEDIA_DIR: join(dataDir, 'media-external'),
        MEDIA_UPLOAD_CHUNK_MB: '1',
        CHAT_WIDGET_SCRIPT_URL: chatWidgetScriptUrl,
        CHAT_WIDGET_APP_ID: 'e2e-chat-app',
        // studio.spec.ts waits for a Scheduled post to go live: a short tick keeps that wait short.
        JOB_RUNNER_INTERVAL_SECONDS: '3',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: siteServer(cacheSitePort),
      url: `http://127.0.0.1:${cacheSitePort}/api/graphql?query=%7B__typename%7D`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DIR: join(dataDir, 'pglite-cache'),
        NODE_ENV: 'production',
        DATABASE_URL: '',
        OIDC_ISSUER: identityProviderIssuer,
        OIDC_CLIENT_ID: 'openshiur-web',
        OIDC_CLIENT_SECRET: clientSecret,
        AUTH_DATA_DIR: join(dataDir, 'auth-cache'),
        MAIL_DIR: join(dataDir, 'mail-cache'),
        SIGN_IN_RATE_LIMIT: String(signInRateLimit),
        REVALIDATE_SECRET: revalidateSecret,
        // cache.spec.ts counts this site's database reads: no job runner reading the queue meanwhile.
        JOB_RUNNER_INTERVAL_SECONDS: '0',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
