// The browser tests drive Debian's Chromium. Install it when missing and we are allowed to (root with
// apt-get); otherwise explain what to do. Never downloads a browser of its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`Chromium is not at ${path}. Install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.info('Installing Debian\'s chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
