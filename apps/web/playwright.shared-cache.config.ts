import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@openshiur/playwright-config';

/**
 * The specs that start sites of their own, run by `pnpm e2e` after the main suite: the two-instance
 * test (e2e/shared-cache.spec.ts) and the studio's faults (e2e/studio-faults.spec.ts), on PostgreSQL;
 * and the mail server's faults (e2e/mail-faults.spec.ts), on the embedded database.
 * The two-instance test It starts two servers of its own and seeds a PostgreSQL database for them; run beside the
 * main suite on a two-core machine, that slowed the other specs' sign-ins past their timeouts. It
 * needs no browser and none of the main suite's servers, and skips itself in a few seconds when
 * PostgreSQL (TEST_DATABASE_URL) or Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) is absent.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** After the main suite's ports (port … port + 4). */
export const sharedCachePorts = [port + 5, port + 6] as const;
/** studio-faults.spec.ts's site (its embedded provider takes the main suite's address, port + 2). */
export const studioFaultPort = port + 7;
/** mail-faults.spec.ts's site and its own embedded provider. */
export const mailFaultPorts = [port + 8, port + 9] as const;
/** idp-faults.spec.ts's site and the identity provider it stops and starts. */
export const idpFaultPorts = [port + 10, port + 11] as const;
/** search-faults.spec.ts's site (its embedded provider takes the next port). */
export const searchFaultPort = port + 12;
// Chosen once in the runner; its worker inherits the environment.
process.env.E2E_SHARED_CACHE_SECRET ??= randomBytes(24).toString('base64url');
export const sharedCacheSecret = process.env.E2E_SHARED_CACHE_SECRET;

export default defineConfig({
  testDir: './e2e',
  testMatch: /(shared-cache|studio-faults|mail-faults|idp-faults|search-faults)\.spec\.ts/,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: process.env.CI ? 120_000 : 60_000, // as playwright.config.ts: a limit for hangs, not speed
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: { launchOptions: chromiumLaunchOptions(), trace: 'retain-on-failure' },
});
