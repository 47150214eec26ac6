// @ts-check
/**
 * The site's production server: Next (`next start`'s request handler) behind the response cache
 * (serve/response-cache.mjs), which answers repeat anonymous page views itself. Takes the same
 * arguments as `next start`: `node server.mjs --port 3000 --hostname 127.0.0.1`.
 * Signed-in page views are answered from the same cache with the viewer spliced in
 * (serve/viewer-pages.mjs). Every HTML page gets its script policy once it is whole
 * (serve/script-policy.mjs). RESPONSE_CACHE_MAX_MB=0 turns both off (then it is `next start` in all
 * but name).
 */
import { createServer } from 'node:http';
import { currentContentRevision } from './cache-handlers/content-revision.mjs';
import { settleForwardedHeaders } from './serve/forwarded-headers.mjs';
import { createLoopback } from './serve/loopback.mjs';
import { literalPathIfMalformed } from './serve/malformed-path.mjs';
import { createResponseCache } from './serve/response-cache.mjs';
import { createPageScriptPolicy } from './serve/script-policy.mjs';
import { createSecurityHeaders } from './serve/security-headers.mjs';
import { parseServerOptions } from './serve/server-options.mjs';
import { createViewerPages } from './serve/viewer-pages.mjs';

// Before Next loads: it reads NODE_ENV as its modules load, as `next start` sets it.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';

const options = parseServerOptions(process.argv.slice(2), process.env);
// What `next start` tells the app about itself: the job ticker (instrumentation.ts) and Server
// Actions' origin check read them.
const shownHost = !options.hostname || options.hostname === '0.0.0.0' || options.hostname === '::' ? 'localhost' : options.hostname;
process.env.PORT = String(options.port);
process.env.__NEXT_PRIVATE_ORIGIN = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${options.port}`;
const { default: next } = await import('next');
const server = createServer();
const app = next({ dev: false, dir: import.meta.dirname, hostname: options.hostname, port: options.port, httpServer: server });
await app.prepare();
const handleWithNext = app.getRequestHandler();
const cache = createResponseCache({ maxBytes: options.responseCacheBytes, revision: currentContentRevision });
const loopback = createLoopback(options);
// Signed-in page views: the shared page with the viewer spliced in (serve/viewer-pages.mjs).
const viewerPages = createViewerPages({
  keptPage: cache.keptPage,
  fetchShared: loopback.fetchShared,
  lookupViewer: loopback.lookupViewer,
  onError: (error) => console.error('[server] signed-in page view went to Next', error),
});

// With the response cache off there is no shared page to start from: signed-in views go to Next.
const handleSignedIn = options.responseCacheBytes > 0 ? viewerPages.handle : (/** @type {unknown} */ _request, /** @type {unknown} */ _response, /** @type {() => unknown} */ next) => Promise.resolve(next());

const setSecurityHeaders = createSecurityHeaders(options);
// Before the response cache and Next wrap the response: it holds back what they write.
const holdForScriptPolicy = createPageScriptPolicy(options);

server.on('request', (request, response) => {
  settleForwardedHeaders(request, options.trustProxy);
  setSecurityHeaders(request, response);
  holdForScriptPolicy(response);
  // Next answers a malformed percent-encoding with a bare 500: read it literally (a 404 page).
  request.url = literalPathIfMalformed(request.url ?? '/') ?? request.url;
  const toNext = () => handleWithNext(request, response);
  handleSignedIn(request, response, () => cache.handle(request, response, toNext)).catch((/** @type {unknown} */ error) => {
    console.error('[server] request failed', error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// As `next start --keepAliveTimeout`: longer than a load balancer's idle timeout (see README).
if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;

let closing = false;
/** @param {NodeJS.Signals} signal */
async function close(signal) {
  if (closing) return;
  closing = true;
  server.close();
  loopback.close();
  await app.close().catch(() => undefined);
  process.exit(signal === 'SIGINT' ? 130 : 0);
}
process.on('SIGTERM', () => void close('SIGTERM'));
process.on('SIGINT', () => void close('SIGINT'));

server.listen(options.port, options.hostname, () => {
  console.info(`▲ Ready on ${process.env.__NEXT_PRIVATE_ORIGIN} (response cache ${options.responseCacheBytes ? `${options.responseCacheBytes / 1024 / 1024} MB` : 'off'})`);
});
