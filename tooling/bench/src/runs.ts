/**
 * The bench's runs, each printing one table: the site's pages beside the bare app's page measured
 * right before each of them (anonymous: the static page; signed in: the per-request page), and the
 * heavy run (many connections on a few pages, with the server's memory).
 */
import { kibibytes, mebibytes, ratio, renderTable, requestRate, shortCacheControl, shortPath } from './format';
import { describeErrorKinds, inspectResponse, javascriptGzipBytes, load, type LoadOptions, type Measurement } from './measure';
import { processTreeMemory } from './process-memory';
import type { RunningServer } from './server';
import type { Target } from './targets';

export interface ComparisonRun {
  site: RunningServer;
  bare: RunningServer;
  /** The bare app's page each target is compared with. */
  barePath: string;
  targets: readonly Target[];
  load: Omit<LoadOptions, 'headers'>;
  /** Sent with every request to the site (the session cookie of the signed-in run). */
  headers?: Record<string, string>;
}

const failures = (result: Measurement) => `${result.errors}/${result.unexpected}`;

/**
 * Runs `work`; if one of the servers ended meanwhile (something else on a shared machine may end
 * it), starts it again and runs `work` once more, so a row is never measured against a dead server.
 */
export async function withLiveServers<T>(servers: readonly RunningServer[], work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    let result: T | undefined;
    let failure: unknown;
    try {
      result = await work();
    } catch (error) {
      failure = error;
    }
    const dead = servers.filter((server) => !server.alive);
    if (!dead.length && failure === undefined) return result as T;
    if (!dead.length || attempt >= 2) throw failure ?? new Error(`${dead.map((server) => server.label).join(', ')} ended during the run`);
    for (const server of dead) await server.restart();
  }
}

export async function comparisonRun(run: ComparisonRun): Promise<string> {
  const rows: string[][] = [];
  const barePage = { path: run.barePath, status: 200 };
  for (const target of run.targets) {
    process.stderr.write(`  ${target.name}…\n`);
    const { floor, result, shape, js } = await withLiveServers([run.bare, run.site], async () => {
      // The floor right before each target, so both see the same machine state.
      const floor = await load(run.bare.base, barePage, run.load);
      const result = await load(run.site.base, target, { ...run.load, headers: run.headers });
      const shape = target.page ? await inspectResponse(run.site.base, target.path, run.headers) : undefined;
      const js = shape ? await javascriptGzipBytes(run.site.base, shape.body) : undefined;
      return { floor, result, shape, js };
    });
    rows.push([
      target.name,
      shortPath(target.path),
      requestRate(result.requestsPerSecond),
      ratio(result.requestsPerSecond, floor.requestsPerSecond),
      `${result.p50} ms`,
      `${result.p99} ms`,
      requestRate(floor.requestsPerSecond),
      `${floor.p50}/${floor.p99} ms`,
      failures(result),
      kibibytes(shape?.gzipBytes) + (shape && !shape.serverGzip ? '*' : ''),
      kibibytes(shape?.rawBytes),
      shape ? shortCacheControl(shape.cacheControl) : '–',
      kibibytes(js),
    ]);
  }
  return renderTable(
    ['target', 'path', 'req/s', 'vs bare', 'p50', 'p99', 'bare req/s', 'bare p50/p99', 'err/status', 'HTML gzip', 'HTML raw', 'Cache-Control', 'JS gzip'],
    rows,
  );
}

/** The bare app's own pages, for the record: their size, caching and JavaScript. */
export async function bareSummary(bare: RunningServer, paths: readonly string[]): Promise<string> {
  const rows: string[][] = [];
  for (const path of paths) {
    const shape = await inspectResponse(bare.base, path);
    rows.push([
      path,
      String(shape.status),
      kibibytes(shape.gzipBytes) + (shape.serverGzip ? '' : '*'),
      kibibytes(shape.rawBytes),
      shortCacheControl(shape.cacheControl),
      kibibytes(await javascriptGzipBytes(bare.base, shape.body)),
    ]);
  }
  return renderTable(['bare page', 'status', 'HTML gzip', 'HTML raw', 'Cache-Control', 'JS gzip'], rows);
}

/** Resident memory of the server's process tree, sampled every second while `work` runs. */
export async function withMemory<T>(server: RunningServer, work: () => Promise<T>) {
  const pid = server.pid;
  const before = processTreeMemory(pid)?.bytes;
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, processTreeMemory(pid)?.bytes ?? 0);
  }, 1000);
  try {
    const result = await work();
    const after = processTreeMemory(pid)?.bytes;
    return { result, before, after, peak: Math.max(peak, after ?? 0) };
  } finally {
    clearInterval(sampler);
  }
}

export async function heavyRun(
  site: RunningServer,
  targets: readonly Target[],
  options: { connections: number; durationSeconds: number },
): Promise<string> {
  const rows: string[][] = [];
  for (const target of targets) {
    process.stderr.write(`  ${target.name} at ${options.connections} connections…\n`);
    const { result, before, after, peak } = await withLiveServers([site], () =>
      withMemory(site, () => load(site.base, target, { ...options, warmupSeconds: 0 })),
    );
    rows.push([
      target.name,
      shortPath(target.path),
      requestRate(result.requestsPerSecond),
      String(result.total),
      result.total ? `${result.p50} ms` : '–',
      result.total ? `${result.p99} ms` : '–',
      String(result.errors),
      String(result.timeouts),
      String(result.unexpected),
      mebibytes(before),
      mebibytes(after),
      mebibytes(peak),
      describeErrorKinds(result.errorKinds),
    ]);
  }
  return renderTable(
    ['target', 'path', 'req/s', 'responses', 'p50', 'p99', 'errors', 'timeouts', 'bad status', 'RSS before', 'RSS after', 'RSS peak', 'error kinds'],
    rows,
  );
}
