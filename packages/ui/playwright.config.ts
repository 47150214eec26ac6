import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@openshiur/playwright-config';

/**
 * Browser tests of the interactive components, run against a production build of the gallery
 * (`gallery/`), served by `vite preview`. Debian's Chromium, never a downloaded browser.
 */
const port = Number(process.env.GALLERY_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  // Behaviours that exist at one size only are tagged: `@wide` (960px and up, a mouse) runs on the
  // desktop project, `@narrow` (below 960px, touch) on the mobile one; untagged tests run on both.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@narrow/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'mobile',
      grepInvert: /@wide/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
  webServer: {
    command: `pnpm exec vite build --config gallery/vite.config.ts && pnpm exec vite preview --config gallery/vite.config.ts --port ${port} --strictPort`,
    url: baseURL,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { GALLERY_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
