import { sanitizeInline } from './text/markup';
import type { SearchEngine, Suggestions } from './types';

/**
 * The dropdown's suggestions with author names made safe to render as HTML: names may carry inline
 * markup, and the database may hold unsanitized names from older imports. Used by the site's GET
 * suggestion endpoint and the GraphQL `searchSuggestions` field alike.
 */
export async function suggestWithSafeNames(engine: SearchEngine, query: string): Promise<Suggestions> {
  const suggestions = await engine.suggest(query);
  return {
    ...suggestions,
    authors: {
      ...suggestions.authors,
      hits: suggestions.authors.hits.map((hit) => ({ ...hit, name: sanitizeInline(hit.name) })),
    },
  };
}
