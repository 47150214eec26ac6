/**
 * A hosted engine with the built-in one behind it: while the hosted service (Algolia) cannot be
 * reached, or answers with an error of its own, searches are answered by the built-in engine over
 * the site's own database, so search keeps working through an outage. After a failure the hosted
 * engine is left alone for `retryAfterMs` (no request waits on its timeouts meanwhile), then asked
 * again. A request that breaks the search rules fails the same on both engines and is not retried.
 */
import { isSearchInputError } from './errors';
import type { SearchEngine, Suggester } from './types';

export interface FallbackOptions {
  /** How long to use the fallback alone after the primary failed. Default 30 s. */
  retryAfterMs?: number;
  /** Told when searches move to the fallback (with why) and when they come back. */
  onSwitch?: (to: 'fallback' | 'primary', error?: unknown) => void;
  now?: () => number;
}

export function withFallback(primary: SearchEngine, fallback: SearchEngine, options: FallbackOptions = {}): SearchEngine {
  const { retryAfterMs = 30_000, onSwitch = () => undefined, now = Date.now } = options;
  let downUntil = 0;
  let down = false;

  async function answer<T>(ask: (engine: SearchEngine) => Promise<T>): Promise<T> {
    if (now() < downUntil) return ask(fallback);
    try {
      const result = await ask(primary);
      if (down) {
        down = false;
        onSwitch('primary');
      }
      return result;
    } catch (error) {
      if (isSearchInputError(error)) throw error;
      downUntil = now() + retryAfterMs;
      if (!down) {
        down = true;
        onSwitch('fallback', error);
      }
      return ask(fallback);
    }
  }

  return {
    kind: primary.kind,
    suggest: (query) => answer((engine) => engine.suggest(query)),
    searchPosts: (request) => answer((engine) => engine.searchPosts(request)),
    searchAuthors: (request) => answer((engine) => engine.searchAuthors(request)),
    searchSeries: (request) => answer((engine) => engine.searchSeries(request)),
  };
}

/**
 * The same for the browser's dropdown: the hosted service's suggester (Algolia, asked straight
 * from the browser), and the site's own endpoint when it fails, for `retryAfterMs` after each
 * failure. A search the visitor cancelled (typing on) is not a failure.
 */
export function withFallbackSuggester(
  primary: Suggester,
  fallback: Suggester,
  { retryAfterMs = 30_000, now = Date.now }: Pick<FallbackOptions, 'retryAfterMs' | 'now'> = {},
): Suggester {
  let downUntil = 0;
  return async (query, signal) => {
    if (now() < downUntil) return fallback(query, signal);
    try {
      return await primary(query, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      downUntil = now() + retryAfterMs;
      return fallback(query, signal);
    }
  };
}
