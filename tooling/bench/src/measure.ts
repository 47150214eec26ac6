/**
 * Measuring one address: load with autocannon (req/s, latency, failures), and one response looked at
 * closely (bytes as sent and unpacked, Cache-Control, the JavaScript a browser downloads).
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { downloadedScriptSources } from './page-scripts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of load first, not counted (compile caches, JIT, connection pools). */
  warmupSeconds: number;
  headers?: Record<string, string>;
}

export interface Request {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  status: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Responses whose status is not the expected one. */
  unexpected: number;
  total: number;
  /** Request errors by kind (ECONNREFUSED, ECONNRESET, timeouts…), to tell a dead server from a slow one. */
  errorKinds: Record<string, number>;
}

/** Every response browsers would send: compressed, as real traffic is. */
export const ACCEPT_GZIP = { 'accept-encoding': 'gzip' };

/** Responses with another status than `expected`, from autocannon's counts per status. */
export function unexpectedResponses(statusCodeStats: Record<string, { count?: number }> | undefined, expected: number): number {
  return Object.entries(statusCodeStats ?? {}).reduce(
    (sum, [status, { count = 0 }]) => (Number(status) === expected ? sum : sum + count),
    0,
  );
}

/** `request timed out 1200, ECONNREFUSED 3`, most frequent first; `–` for none. */
export function describeErrorKinds(kinds: Record<string, number>): string {
  const entries = Object.entries(kinds).sort(([, a], [, b]) => b - a);
  return entries.length ? entries.map(([kind, count]) => `${kind} ${count}`).join(', ') : '–';
}

export async function load(base: string, target: Request, options: LoadOptions): Promise<Measurement> {
  const errorKinds: Record<string, number> = {};
  const run = (duration: number, countErrors: boolean) =>
    new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(
        {
          url: `${base}${target.path}`,
          method: target.method ?? 'GET',
          body: target.body,
          headers: { ...ACCEPT_GZIP, ...(target.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
          connections: options.connections,
          duration,
        },
        (error: unknown, result: autocannon.Result) => (error ? fail(error) : done(result)),
      );
      if (!countErrors) return;
      // Timeouts come here too, as 'request timed out'.
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        const kind = error.code ?? error.message ?? 'error';
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      });
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds, false);
  const result = await run(options.durationSeconds, true);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected: unexpectedResponses(result.statusCodeStats, target.status),
    total: result.requests.total,
    errorKinds,
  };
}

export interface ResponseShape {
  status: number;
  cacheControl: string | undefined;
  /** Bytes of the body as gzip: as the server sent it, or gzipped here when it sent it plain. */
  gzipBytes: number;
  rawBytes: number;
  /** True when the server compressed the body itself. */
  serverGzip: boolean;
  body: string;
}

/** One GET with `accept-encoding: gzip`, measuring what the server sends. */
export function inspectResponse(base: string, path: string, headers: Record<string, string> = {}): Promise<ResponseShape> {
  return new Promise((done, fail) => {
    const request = httpRequest(new URL(path, base), { headers: { ...ACCEPT_GZIP, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const serverGzip = response.headers['content-encoding'] === 'gzip';
        const raw = serverGzip ? gunzipSync(sent) : sent;
        done({
          status: response.statusCode ?? 0,
          cacheControl: response.headers['cache-control'],
          gzipBytes: serverGzip ? sent.length : gzipSync(raw).length,
          rawBytes: raw.length,
          serverGzip,
          body: raw.toString('utf8'),
        });
      });
    });
    request.on('error', fail);
    request.end();
  });
}

/** Sum of the gzip sizes of the scripts a page's HTML loads (what a first visit downloads). */
export async function javascriptGzipBytes(base: string, html: string): Promise<number> {
  let total = 0;
  for (const source of downloadedScriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}
