/**
 * `pnpm bench`: builds the site for production, starts it on a fresh embedded database and prints
 * req/s and p50/p99 latency for the main page types and the GetAllSeries call, each beside a static
 * floor page served by the same server in the same run, plus the gzip size of each page's JavaScript.
 * Figures are printed, never asserted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { downloadedScriptSources } from './page-scripts';
import autocannon from 'autocannon';

const repoRoot = resolve(import.meta.dirname, '../../..');
const webDir = join(repoRoot, 'apps/web');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const skipBuild = process.argv.includes('--no-build');

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  measureJs: boolean;
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function main() {
  if (!skipBuild) {
    console.info('Building for production…');
    const build = spawnSync('pnpm', ['turbo', 'run', 'build', '--filter=@openshiur/web'], {
      cwd: repoRoot,
      stdio: 'inherit',
      // The floor page is built only for the bench (next.config.ts), never into a production build.
      env: { ...process.env, OPENSHIUR_BENCH_FLOOR: '1' },
    });
    if (build.status !== 0) throw new Error('The production build failed');
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'openshiur-bench-'));
  const server = startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/api/graphql?query=%7B__typename%7D`);
    const targets = await discoverTargets(base);
    const floor: Target = { name: 'static floor page', path: '/bench/floor', measureJs: true };

    const rows: string[][] = [];
    for (const target of targets) {
      // Measure the floor right before each target so both see the same machine state.
      const floorResult = await measure(base, floor);
      const result = await measure(base, target);
      const js = target.measureJs ? await javascriptGzipBytes(base, target.path) : undefined;
      rows.push([
        target.name,
        target.path.length > 36 ? `${target.path.slice(0, 33)}…` : target.path,
        result.requestsPerSecond.toFixed(0),
        `${(result.requestsPerSecond / floorResult.requestsPerSecond).toFixed(2)}×`,
        `${result.p50} ms`,
        `${result.p99} ms`,
        `${floorResult.p50}/${floorResult.p99} ms`,
        js === undefined ? '–' : `${(js / 1024).toFixed(1)} KiB`,
        String(result.errors + result.non2xx),
      ]);
    }
    const floorJs = await javascriptGzipBytes(base, floor.path);
    printTable(
      ['target', 'path', 'req/s', 'vs floor', 'p50', 'p99', 'floor p50/p99', 'JS gzip', 'errors'],
      rows,
    );
    console.info(`\nFloor page JS (framework baseline): ${(floorJs / 1024).toFixed(1)} KiB gzip`);
    console.info(`${durationSeconds}s per measurement, ${connections} connections, Node ${process.version}.`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-auth`, { recursive: true, force: true });
  }
}

function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn('pnpm', ['exec', 'next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      // The embedded demo identity provider starts with the site: keep it off a running demo's port and files.
      EMBEDDED_OIDC_ISSUER: `http://127.0.0.1:${port + 1}`,
      AUTH_DATA_DIR: `${dataDir}-auth`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 143) console.error(`next start exited with ${code}`);
  });
  return child;
}

async function waitForServer(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer ${url} within 120 s`);
}

const allSeriesBody = JSON.stringify({
  operationName: 'GetAllSeries',
  query: 'query GetAllSeries($includeEmpty: Boolean) { allSeries(includeEmpty: $includeEmpty) { id name topics } }',
  variables: { includeEmpty: false },
});

/** Finds real records to measure, through the public API. */
async function discoverTargets(base: string): Promise<Target[]> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{
        posts(first: 1, filter: { mediaType: Audio }) { edges { node { id } } }
        allSeries(includeEmpty: false) { id }
        authors(first: 1) { edges { node { id } } }
        tags(first: 1) { edges { node { slug } } }
        daf: posts(first: 1, filter: { masechta: "Berachos" }) { edges { node { learning { masechtaSlug daf } } } }
      }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      posts: { edges: { node: { id: string } }[] };
      allSeries: { id: string }[];
      authors: { edges: { node: { id: string } }[] };
      tags: { edges: { node: { slug: string } }[] };
      daf: { edges: { node: { learning: { masechtaSlug: string; daf: number } } }[] };
    };
  };
  const post = data.posts.edges[0]?.node.id;
  const series = data.allSeries[0]?.id;
  const author = data.authors.edges[0]?.node.id;
  const tag = data.tags.edges[0]?.node.slug;
  const daf = data.daf.edges[0]?.node.learning;
  if (!post || !series || !author || !tag || !daf) {
    throw new Error('The demo content lacks a post, series, author, tag or Daf Yomi shiur');
  }
  const page = (name: string, path: string): Target => ({ name, path, measureJs: true });
  const file = (name: string, path: string): Target => ({ name, path, measureJs: false });
  return [
    page('home', '/'),
    page('post', `/p/${post}`),
    page('series', `/series/${series}`),
    page('series list', '/series'),
    page('author', `/author/${author}`),
    page('author list', '/author'),
    page('tag', `/tag/${tag}`),
    page('daf yomi home', '/dafyomi'),
    page('daf', `/dafyomi/${daf.masechtaSlug}/${daf.daf}`),
    page('daily learning', '/learning'),
    page('mishnayot', '/learning/mishnayot'),
    page('mishnayot unit', '/learning/mishnayot/berachos/1'),
    page('shabbos', '/shabbos'),
    page('holidays', '/holidays'),
    file('series podcast RSS', `/series/${series}/feed.xml`),
    file('daf yomi ICS', '/learning/daf-yomi/calendar.ics'),
    { name: 'GraphQL GetAllSeries', path: '/api/graphql', method: 'POST', body: allSeriesBody, measureJs: false },
  ];
}

async function measure(base: string, target: Target): Promise<Measurement> {
  const options = {
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    connections,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: compile caches, JIT, connection pools
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Sum of the gzip sizes of the scripts a page loads (what a first visit downloads). */
async function javascriptGzipBytes(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const sources = downloadedScriptSources(html);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.info(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.info(line(row));
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

await main();
