import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture';
import { mailFaultPorts } from '../playwright.shared-cache.config';
import { expect, shown, test } from './fixtures';
import { startSite, waitUntilHealthy, type SiteProcess } from './support/site-process';

/**
 * The mail server fails, as a visitor meets it: a site with SMTP_URL pointing at a mail server this
 * spec controls. A newsletter sign-up made while the mail server is down is answered as usual; the
 * site is restarted before the server comes back (what was accepted lives in the database, not in the
 * process); once the server is up, the confirmation arrives, exactly once, and its link works.
 * Runs after the main suite (playwright.shared-cache.config.ts), on the embedded database.
 */
test.describe.configure({ mode: 'serial' });
// The site is down for a moment on purpose: the open page's requests meanwhile are refused.
test.use({ tolerated: /ERR_CONNECTION_REFUSED/ });

const [sitePort, providerPort] = mailFaultPorts;
const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-mail-faults-'));
let smtpPort: number;
let site: SiteProcess | undefined;
let smtp: SmtpCapture | undefined;

async function startMailFaultSite(): Promise<SiteProcess> {
  const started = startSite(sitePort, {
    DATABASE_URL: '',
    PGLITE_DIR: join(dataDir, 'pglite'),
    AUTH_DATA_DIR: join(dataDir, 'auth'),
    OIDC_ISSUER: '',
    EMBEDDED_OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    REDIS_URL: '',
    JOB_RUNNER_INTERVAL_SECONDS: '2',
  });
  await waitUntilHealthy(started);
  return started;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtpPort = await freePort();
  site = await startMailFaultSite();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await site?.stop();
  await smtp?.close();
});

const mailsTo = (address: string) => (smtp?.received ?? []).filter((mail) => JSON.stringify(mail.to).includes(address));

test('a sign-up made while the mail server is down is mailed once it is back, even after a restart', async ({ page }) => {
  test.setTimeout(240_000);
  const address = `sample.outage.${randomBytes(4).toString('hex')}@example.org`;
  await page.goto(`${site!.origin}/newsletters`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await page.getByRole('checkbox', { name: 'Weekly Parsha' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The visitor is answered as on any day: the sign-up was stored before the answer.
  await expect(shown(page.getByTestId('newsletter-signup-done'))).toContainText('Check your inbox.');

  // The site tries (and fails) at once; then it goes down before the mail server comes back.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await page.goto('about:blank');
  await site!.stop();
  site = undefined;
  smtp = await startSmtpCapture(smtpPort);
  site = await startMailFaultSite();

  // The restarted site's job runner finds the mail still owed, and sends it at its retry time.
  await expect.poll(() => mailsTo(address).length, { timeout: 90_000, intervals: [500] }).toBe(1);
  const [confirmation] = mailsTo(address);
  expect(confirmation!.subject).toMatch(/^Confirm your subscription to /);
  const html = typeof confirmation!.html === 'string' ? confirmation!.html : '';
  const link = new URL(/href="([^"]*\/newsletters\/confirm\?token=[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&'));
  await page.goto(`${site.origin}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();

  // Then the welcome mail; the confirmation was never sent twice.
  await expect.poll(() => mailsTo(address).map((mail) => mail.subject ?? ''), { timeout: 30_000 }).toEqual([confirmation!.subject, expect.stringMatching(/^Welcome to /)]);
});
