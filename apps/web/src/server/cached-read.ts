import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { readAsAnonymous, type AnonymousReadResult } from './anonymous-read';
import { countContentRead } from './cache-stats';
import { contentTagsOf } from './content-tags';

/**
 * Runs one GraphQL operation as an anonymous visitor, in process, and keeps the answer in Next's
 * cache: every visitor gets the same public content, so pages built from it are prerendered and
 * served from the cache. Tagged per record (see content-tags.ts) for on-demand invalidation, and
 * refreshed at least every `content` cache-life period (scheduled posts going live, say).
 *
 * The operation comes as text because a cached function's arguments become its cache key.
 * Failures (database down) throw and are never cached; argument errors are cached with the data.
 */
export async function cachedRead(
  operation: string,
  variables: Record<string, unknown>,
): Promise<AnonymousReadResult> {
  'use cache';
  cacheLife('content');
  countContentRead();
  const result = await readAsAnonymous(operation, variables);
  cacheTag(...contentTagsOf(result.data));
  return result;
}
