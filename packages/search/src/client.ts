/**
 * `@openshiur/search/client`: what the browser needs for the live dropdown. No database code, and
 * no Algolia client: that lives in `@openshiur/search/client/algolia`, so a site on the built-in
 * engine never ships it (import it lazily, only when Algolia is configured).
 */
export * from './types';
export { createSiteSuggester, SUGGEST_PATH } from './site-suggester';
export { withFallbackSuggester } from './fallback';
export type { AlgoliaBrowserConfig, AlgoliaIndexNames } from './algolia/browser';
export { highlightRanges, type TextRange } from './text/highlight';
