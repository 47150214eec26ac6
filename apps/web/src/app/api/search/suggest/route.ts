/**
 * GET /api/search/suggest?q={query}: the live dropdown's suggestions from the built-in engine
 * (with Algolia the browser asks Algolia directly). A GET, so browsers and CDNs can cache answers
 * for a minute: the dropdown asks again on every keystroke. The server keeps answers for a few
 * seconds too (SEARCH_SUGGEST_CACHE_SECONDS): visitors type the same first letters. A request with
 * `Cache-Control: no-cache` is answered by the engine, as HTTP asks of a cache.
 */
import { isSearchInputError, MAX_QUERY_LENGTH } from '@openshiur/search';
import { suggestionCache } from '@/server/services';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });
}

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  if (query.length > MAX_QUERY_LENGTH * 4) return problem(400, `q must be at most ${MAX_QUERY_LENGTH} characters`);
  try {
    const fresh = /(?:^|,)\s*no-cache\b/i.test(request.headers.get('cache-control') ?? '');
    const suggestions = await suggestionCache().get(query, { fresh });
    return Response.json(suggestions, { headers: { 'cache-control': CACHE_CONTROL } });
  } catch (error) {
    if (isSearchInputError(error)) return problem(400, error.message);
    console.error('[search] suggestions failed:', error);
    return problem(503, 'Search is unavailable right now.');
  }
}
