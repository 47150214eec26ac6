/**
 * GET /api/search/suggest?q={query}: the live dropdown's suggestions from the built-in engine
 * (with Algolia the browser asks Algolia directly). A GET, so browsers and CDNs can cache answers
 * for a minute: the dropdown asks again on every keystroke. The server keeps answers for a few
 * seconds too (SEARCH_SUGGEST_CACHE_SECONDS): visitors type the same first letters. A request with
 * `Cache-Control: no-cache` is answered by the engine, as HTTP asks of a cache.
 */
import { isSearchInputError, MAX_QUERY_LENGTH } from '@openshiur/search';
import { env } from '@/env';
import { suggestionCache } from '@/server/services';

/**
 * Browsers keep an answer a minute; shared caches (a CDN, and the site's own response cache in
 * server.mjs, which answers repeat keys without Next) as long as the server keeps it, and
 * none at all with SEARCH_SUGGEST_CACHE_SECONDS=0. Any content change retires the response
 * cache's copies at once, as it clears the server's.
 */
const cacheControl = () => `public, max-age=60, s-maxage=${env.SEARCH_SUGGEST_CACHE_SECONDS}, stale-while-revalidate=300`;

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });
}

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  if (query.length > MAX_QUERY_LENGTH * 4) return problem(400, `q must be at most ${MAX_QUERY_LENGTH} characters`);
  try {
    const fresh = /(?:^|,)\s*no-cache\b/i.test(request.headers.get('cache-control') ?? '');
    const suggestions = await suggestionCache().get(query, { fresh });
    return Response.json(suggestions, { headers: { 'cache-control': cacheControl() } });
  } catch (error) {
    if (isSearchInputError(error)) return problem(400, error.message);
    console.error('[search] suggestions failed:', error);
    return problem(503, 'Search is unavailable right now.');
  }
}
