import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
// The provider module itself, not the package entry: that one is `server-only`, for Next's bundles.
import { startEmbeddedProvider, type EmbeddedProvider } from '../../../packages/auth/src/provider/embedded-provider';
import { idpFaultPorts } from '../playwright.shared-cache.config';
import { DEMO_READER, expect, test } from './fixtures';
import { startSite, waitUntilHealthy, type SiteProcess } from './support/site-process';

/**
 * The identity provider goes down, as visitors meet it: a site whose OIDC_ISSUER is a provider this
 * spec starts and stops (the embedded one, run here as an outside provider). Visitors already signed
 * in keep browsing, their pages and their profile (sessions are the site's own); a new sign-in says
 * clearly that the sign-in service cannot be reached, at once, instead of sending the browser to an
 * address that does not answer; signing out still ends the session; once the provider is back,
 * sign-in works again without a restart. Runs after the main suite (playwright.shared-cache.config.ts).
 */
test.describe.configure({ mode: 'serial' });
// While the provider is down, the browser is never sent there; the site's own pages answer.
test.use({ tolerated: /ERR_CONNECTION_REFUSED/ });

const [sitePort, providerPort] = idpFaultPorts;
const issuer = `http://127.0.0.1:${providerPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-idp-faults-'));
const clientSecret = randomBytes(32).toString('base64url');
let site: SiteProcess | undefined;
let provider: EmbeddedProvider | undefined;

function startProvider(): Promise<EmbeddedProvider> {
  return startEmbeddedProvider({
    issuer,
    dataDir: join(dataDir, 'provider'), // the same keys and accounts after a restart
    production: false,
    client: { clientId: 'openshiur-web', clientSecret, redirectPath: '/login/callback', postLogoutPath: '/logout' },
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await startProvider();
  site = startSite(sitePort, {
    DATABASE_URL: '',
    PGLITE_DIR: join(dataDir, 'pglite'),
    AUTH_DATA_DIR: join(dataDir, 'auth'),
    MAIL_DIR: join(dataDir, 'mail'),
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'openshiur-web',
    OIDC_CLIENT_SECRET: clientSecret,
    REDIS_URL: '',
    JOB_RUNNER_INTERVAL_SECONDS: '0',
  });
  await waitUntilHealthy(site);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await site?.stop();
  await provider?.close();
});

test.use({ baseURL: `http://127.0.0.1:${sitePort}` });

const loginLink = (page: Page) => page.locator('[data-site-header]').getByRole('link', { name: 'Login' });
const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ });

async function signInAtProvider(page: Page, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page).toHaveURL(new RegExp(`^${issuer}/`));
  await page.getByLabel('E-mail address').fill(DEMO_READER.email);
  await page.getByLabel('Password').fill(DEMO_READER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === `http://127.0.0.1:${sitePort}` && url.pathname === returnTo.split('?')[0]);
}

test('with the provider down: signed-in visitors keep browsing, a new sign-in is told clearly, sign-out works; back up, sign-in works again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAtProvider(page, '/series');
  await expect(accountMenu(page)).toBeVisible();

  await provider!.close();
  provider = undefined;

  // Signed in: pages, the profile and the API still know the visitor; nothing asks the provider.
  await page.goto('/author');
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample Reader');

  // A visitor who signs in now gets the site's clear message, quickly, on the site.
  const visitor = await browser.newPage({ baseURL: `http://127.0.0.1:${sitePort}` });
  try {
    await visitor.goto('/series');
    const started = Date.now();
    await loginLink(visitor).click();
    await expect(visitor).toHaveURL(/\/logged-in\?error=provider_unavailable/);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Sign-in could not be completed');
    await expect(visitor.locator('[data-sign-in-error]')).toContainText('The sign-in service cannot be reached at the moment');
  } finally {
    await visitor.close();
  }

  // Signing out still ends the site's session; the browser lands on the site, not the dead provider.
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
  await page.goto('/series');
  await expect(loginLink(page)).toBeVisible();

  // The provider comes back: sign-in works again, without restarting the site.
  provider = await startProvider();
  await signInAtProvider(page, '/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample Reader');
});
