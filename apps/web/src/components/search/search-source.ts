/**
 * Where the dropdown's suggestions come from, as the server describes it (a plain, serializable
 * prop): the site's own endpoint with the built-in engine, or Algolia queried straight from the
 * browser with the search-only key (spec §7 "Hosted search service").
 */
import { createAlgoliaSuggester, createSiteSuggester, type AlgoliaIndexNames, type Suggester } from '@openshiur/search/client';

export type SearchSource =
  | { kind: 'site' }
  | { kind: 'algolia'; appId: string; searchApiKey: string; indexNames: AlgoliaIndexNames };

/** The suggester for `source`; both answer the same `Suggestions`. */
export function suggesterFor(source: SearchSource): Suggester {
  if (source.kind === 'site') return createSiteSuggester();
  return createAlgoliaSuggester({
    appId: source.appId,
    searchApiKey: source.searchApiKey,
    indexes: { ...source.indexNames },
  });
}
