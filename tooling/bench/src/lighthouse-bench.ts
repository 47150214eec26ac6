/**
 * `pnpm bench:lighthouse [-- --large] [--no-build] [--no-bare]`: builds the site for production
 * (unless `--no-build`), starts it as `pnpm start` runs it, and prints Lighthouse's mobile scores
 * for the home, post, daf and search pages, beside a bare Next app's static page (the floor any
 * Next page starts from). Figures are printed, never asserted. See README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BARE_STATIC_PATH, startBareApp } from './bare-app';
import { parseLighthouseOptions } from './lighthouse-options';
import { renderLighthouseReport, type MeasuredPage } from './lighthouse-report';
import { measurePage, startChromium, type LighthousePage } from './lighthouse-run';
import type { RunningServer } from './server';
import { describeDatabase } from './site-build';
import { prepareSite } from './site-database';
import { startSite } from './site-server';
import { discoverTargets } from './targets';

const repoRoot = resolve(import.meta.dirname, '../../..');
const webDir = join(repoRoot, 'apps/web');
const options = parseLighthouseOptions(process.argv.slice(2), process.env);

/** The pages issue 14 sets Lighthouse targets for; `/search` both empty and with words. */
const PAGE_NAMES = ['home', 'post', 'daf', 'search'];

async function main() {
  const database = await prepareSite(repoRoot, webDir, options);

  const scratch = mkdtempSync(join(tmpdir(), 'openshiur-lighthouse-'));
  const servers: RunningServer[] = [];
  try {
    const site = await startSite(webDir, database, scratch);
    servers.push(site);
    if (options.bare) console.info('Building the bare Next app (the floor)…');
    const bare = options.bare ? await startBareApp(join(scratch, 'bare'), webDir) : undefined;
    if (bare) servers.push(bare);
    await Promise.all(servers.map((server) => server.ready()));

    const targets = (await discoverTargets(site.base, false)).filter((target) => PAGE_NAMES.includes(target.name));
    const pages: LighthousePage[] = targets.map((target) => ({
      name: target.name === 'search' ? 'search results' : target.name,
      path: target.path,
      url: `${site.base}${target.path}`,
    }));
    pages.push({ name: 'search', path: '/search', url: `${site.base}/search` });
    if (bare) pages.push({ name: 'bare Next static page', path: BARE_STATIC_PATH, url: `${bare.base}${BARE_STATIC_PATH}` });
    // Lighthouse measures a page as a visitor meets it on a running site: already in the page cache.
    for (const page of pages) await (await fetch(page.url)).arrayBuffer();

    console.info(`\nLighthouse (mobile), ${options.runs} runs a page…`);
    const chrome = await startChromium();
    const measured: MeasuredPage[] = [];
    try {
      for (const page of pages) measured.push(await measurePage(chrome, page, options.runs));
    } finally {
      chrome.kill();
    }
    if (options.reportsDir) writeReports(options.reportsDir, measured);
    console.info(`\n${renderLighthouseReport(measured)}`);
    console.info(
      `Site: ${describeDatabase(database)}, served as pnpm start serves it. Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} at the end.`,
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each page's reported run as Lighthouse's JSON (open it in the Lighthouse viewer), named after the page. */
function writeReports(dir: string, pages: readonly MeasuredPage[]) {
  mkdirSync(dir, { recursive: true });
  for (const page of pages) writeFileSync(join(dir, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(page.median));
  console.info(`Wrote the reported runs to ${dir}`);
}

await main();
