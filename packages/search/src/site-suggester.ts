/**
 * The dropdown's source with the built-in engine: the site's own suggestion endpoint (GET, so
 * browsers and CDNs may cache it). With Algolia the browser queries Algolia directly instead
 * (`createAlgoliaSuggester`); both return the same `Suggestions`.
 */
import type { Suggester, Suggestions } from './types';

export const SUGGEST_PATH = '/api/search/suggest';

function isSection(value: unknown): boolean {
  const list = value as { hits?: unknown; more?: unknown } | null;
  return Boolean(list) && Array.isArray(list?.hits) && typeof list?.more === 'boolean';
}

function isSuggestions(value: unknown): value is Suggestions {
  const body = value as Partial<Record<keyof Suggestions, unknown>> | null;
  return (
    Boolean(body) &&
    typeof body?.query === 'string' &&
    isSection(body.posts) &&
    isSection(body.authors) &&
    isSection(body.series)
  );
}

export function createSiteSuggester(endpoint: string = SUGGEST_PATH): Suggester {
  return async (query, signal) => {
    const response = await fetch(`${endpoint}?${new URLSearchParams({ q: query })}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Search answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isSuggestions(body)) throw new Error('Search answered in an unexpected shape');
    return body;
  };
}
