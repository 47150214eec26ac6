/**
 * `@openshiur/search`: one search interface (`SearchEngine`, `SearchIndexer`) and its engines.
 * The built-in engine (PostgreSQL full-text and trigram search in the site's own database) is the
 * default; Algolia is used when configured. Browser-safe parts: `@openshiur/search/client`.
 */
export * from './types';
export { SearchInputError, isSearchInputError } from './errors';
export { DEFAULT_PAGE_SIZE } from './request';
export { createBuiltInSearch } from './builtin/engine';
export { withFallback, type FallbackOptions } from './fallback';
export { createBuiltInIndexer, type BuiltInIndexer } from './builtin/indexer';
export { progressLine, progressPrinter } from './cli/progress-bar';
export { normalizeForSearch, searchTokens } from './text/normalize';
export { INLINE_TAGS, sanitizeInline, stripMarkup } from './text/markup';
export { suggestWithSafeNames } from './safe-suggestions';
export {
  algoliaBrowserConfig,
  algoliaConfigFromEnv,
  createAlgoliaIndexer,
  createAlgoliaSearch,
  type AlgoliaBrowserConfig,
  type AlgoliaConfig,
} from './algolia';
