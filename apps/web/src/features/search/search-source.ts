/**
 * Where the dropdown's suggestions come from, as the server describes it (a plain, serializable
 * prop): the site's own endpoint with the built-in engine, or Algolia queried straight from the
 * browser with the search-only key (the product's calls to outside services "Hosted search service").
 */
import {
  createSiteSuggester,
  withFallbackSuggester,
  type AlgoliaBrowserConfig,
  type AlgoliaIndexNames,
  type Suggester,
} from '@openshiur/search/client';
import { loadOnce } from '@/lib/load-once';

export type SearchSource =
  | { kind: 'site' }
  | { kind: 'algolia'; appId: string; searchApiKey: string; indexNames: AlgoliaIndexNames };

/**
 * The Algolia suggester, with its client fetched on the first search rather than shipped with
 * every page (6.4 KiB gzip, of no use to a site on the built-in engine).
 */
function lazyAlgoliaSuggester(config: AlgoliaBrowserConfig): Suggester {
  const load = loadOnce(() =>
    import('@openshiur/search/client/algolia').then(({ createAlgoliaSuggester }) => createAlgoliaSuggester(config)),
  );
  return async (query, signal) => (await load())(query, signal);
}

/**
 * The suggester for `source`; both answer the same `Suggestions`. With Algolia, the site's own
 * endpoint stands behind it: when Algolia cannot be reached (or its client cannot be loaded) the
 * dropdown asks the site, whose server falls back to the built-in engine too.
 */
export function suggesterFor(source: SearchSource): Suggester {
  if (source.kind === 'site') return createSiteSuggester();
  const algolia = lazyAlgoliaSuggester({
    appId: source.appId,
    searchApiKey: source.searchApiKey,
    indexes: { ...source.indexNames },
  });
  return withFallbackSuggester(algolia, createSiteSuggester());
}
