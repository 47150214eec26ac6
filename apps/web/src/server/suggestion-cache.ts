import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Suggestions } from '@openshiur/search';

/**
 * The dropdown's answers, kept for a few seconds per text typed. Visitors type the same first
 * letters ("b", "be", "sh"…), and those short prefixes are the costliest to rank, so most keys
 * of a busy minute are answered from here. The answers are the same for every visitor (no
 * viewer in them), and /api/search/suggest already lets browsers and CDNs keep them for a
 * minute: the server keeping them for less adds no staleness a visitor could not already see.
 *
 * - Bounded: at most `maxEntries` texts (least recently used go first), so random texts cannot
 *   grow the process.
 * - One question per text in flight: visitors who type the same prefix at once share one search.
 * - A failed search is not kept: the next request asks again.
 * - `fresh` (a request sent with `Cache-Control: no-cache`) asks the engine and keeps the answer.
 */
export interface SuggestionCache {
  get(text: string, options?: { fresh?: boolean }): Promise<Suggestions>;
  /** Forgets every answer (content changed in this process). */
  clear(): void;
  readonly size: number;
}

export interface SuggestionCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
}

export function createSuggestionCache(
  suggest: (text: string) => Promise<Suggestions>,
  { ttlMs, maxEntries }: SuggestionCacheOptions,
): SuggestionCache {
  if (ttlMs <= 0) return { get: (text) => suggest(text), clear: () => {}, size: 0 };
  const answers = new LRUCache<string, Suggestions>({
    max: maxEntries,
    ttl: ttlMs,
    // Expired answers are dropped when met, not served while a new one is fetched: the TTL is
    // the longest an answer may be reused.
    allowStale: false,
    fetchMethod: (text) => suggest(text),
  });
  return {
    async get(text, { fresh = false } = {}) {
      const answer = await answers.fetch(text, { forceRefresh: fresh });
      // fetchMethod always answers (or throws), so undefined cannot happen; typed for lru-cache.
      if (answer === undefined) throw new Error(`No suggestions for "${text}"`);
      return answer;
    },
    clear: () => answers.clear(),
    get size() {
      return answers.size;
    },
  };
}
