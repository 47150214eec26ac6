/**
 * `pnpm bench [-- --large] [--no-build] [--all] [--no-signed-in] [--no-heavy]`: builds the site for
 * production and a bare Next app of the same version, starts both, and prints req/s, latency, HTML
 * and JavaScript sizes and Cache-Control of the site's main pages beside the bare app's pages
 * measured in the same run, anonymously and signed in, then a run at many connections with the
 * server's memory. Figures are printed, never asserted. See README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BARE_DYNAMIC_PATH, BARE_STATIC_PATH, startBareApp } from './bare-app';
import { mebibytes } from './format';
import { parseOptions } from './options';
import { processTreeMemory } from './process-memory';
import { bareSummary, comparisonRun, heavyRun, withLiveServers } from './runs';
import type { RunningServer } from './server';
import { signedInEmail, signIn } from './sign-in';
import { describeDatabase } from './site-build';
import { prepareSite } from './site-database';
import { startSite } from './site-server';
import { discoverTargets } from './targets';

const repoRoot = resolve(import.meta.dirname, '../../..');
const webDir = join(repoRoot, 'apps/web');
const options = parseOptions(process.argv.slice(2), process.env);

async function main() {
  const database = await prepareSite(repoRoot, webDir, options);

  const scratch = mkdtempSync(join(tmpdir(), 'openshiur-bench-'));
  const servers: RunningServer[] = [];
  try {
    console.info('Building the bare Next app (the comparison floor)…');
    const bare = await startBareApp(join(scratch, 'bare'), webDir);
    servers.push(bare);
    const site = await startSite(webDir, database, scratch);
    servers.push(site);
    await Promise.all([bare.ready(), site.ready()]);
    const startedMemory = processTreeMemory(site.pid);
    const targets = await discoverTargets(site.base, options.all);
    const load = { connections: options.connections, durationSeconds: options.durationSeconds, warmupSeconds: 2 };
    const results: string[] = [];
    const section = (title: string, table: string) => {
      results.push(`\n${title}\n\n${table}`);
      console.info(`\n${title}\n\n${table}`);
    };

    console.info(`\nMeasuring anonymous requests (${targets.length} targets)…`);
    section(
      'Anonymous: each target beside the bare static page, measured right before it',
      await comparisonRun({ site, bare, barePath: BARE_STATIC_PATH, targets, load }),
    );

    const pages = targets.filter((target) => target.page);
    if (options.signedIn) {
      const cookie = await withLiveServers([site], () => signIn(site.base));
      const email = await signedInEmail(site.base, cookie);
      if (!email) throw new Error('Signed in over HTTP, but the site does not see a signed-in visitor');
      console.info(`\nSigned in as ${email}; measuring signed-in requests (${pages.length} pages)…`);
      section(
        `Signed in (${email}): each page beside the bare per-request page, measured right before it`,
        await comparisonRun({ site, bare, barePath: BARE_DYNAMIC_PATH, targets: pages, load, headers: { cookie } }),
      );
    }

    section('The bare app (Next of the same version, built by the bench)', await withLiveServers([bare], () => bareSummary(bare, [BARE_STATIC_PATH, BARE_DYNAMIC_PATH])));

    if (options.heavy) {
      const heavyTargets = pages.filter((target) => target.name === 'home' || target.name === 'post');
      console.info(`\nHeavy run: ${options.heavyConnections} connections for ${options.heavyDurationSeconds} s a page…`);
      section(
        `Heavy: ${options.heavyConnections} connections, ${options.heavyDurationSeconds} s a page, anonymous (autocannon's timeout: 10 s)`,
        await heavyRun(site, heavyTargets, {
          connections: options.heavyConnections,
          durationSeconds: options.heavyDurationSeconds,
        }),
      );
    }

    const notes = [
      `Site: ${describeDatabase(database)}; server RSS ${mebibytes(startedMemory?.bytes)} after start (${startedMemory?.processes ?? '?'} process(es)), ${mebibytes(processTreeMemory(site.pid)?.bytes)} at the end.`,
      `Servers started again after something else ended them mid-run: site ${site.restarts}, bare app ${bare.restarts} (0 = none; a restarted site loses its warm caches).`,
      `${options.durationSeconds} s per measurement after a 2 s warm-up, ${options.connections} connections, every request with accept-encoding: gzip.`,
      'HTML gzip: the bytes the server sent compressed (* = it sent them plain; gzipped here). err/status: connection errors (timeouts included) / responses with another status than expected (404 for the 404 page).',
      `Node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the end; the load generator runs on the same machine.`,
    ];
    console.info(`\n${notes.join('\n')}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
