import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@openshiur/playwright-config';

/**
 * Browser tests run against a production build (`next start`) on a fresh embedded database, so they
 * see exactly what a visitor sees on a fresh machine.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose database is unreachable: every data page must fail into the error page. */
export const brokenDatabasePort = port + 1;
/** The local identity provider the site trusts (e2e/support/identity-provider.mjs). */
export const identityProviderPort = port + 2;
export const identityProviderAudience = 'openshiur-e2e';
const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The site chrome behaves differently below 960px: its specs run at a phone size too.
    {
      name: 'mobile',
      testMatch: /(chrome|search-dropdown)\.spec\.ts/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/identity-provider.mjs ${identityProviderPort} ${identityProviderAudience}`,
      url: `http://127.0.0.1:${identityProviderPort}/.well-known/jwks.json`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/api/graphql?query=%7B__typename%7D`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DIR: dataDir,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        OIDC_ISSUER: `http://127.0.0.1:${identityProviderPort}`,
        OIDC_CLIENT_ID: identityProviderAudience,
        // Never fetched for real: the tests intercept it to see when consent lets it load.
        ANALYTICS_SCRIPT_URL: 'https://analytics.openshiur.example/script.js',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${brokenDatabasePort}`,
      url: `http://127.0.0.1:${brokenDatabasePort}/bench/floor`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Port 9 (discard) refuses connections on this machine: the database is down.
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});
