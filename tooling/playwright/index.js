// Shared Playwright preset: Debian's Chromium, never a downloaded browser.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options for Debian's Chromium on a machine with no outside network. */
export function chromiumLaunchOptions() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return {
    executablePath: chromiumPath,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
