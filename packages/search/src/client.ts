/**
 * `@openshiur/search/client`: what the browser needs for the live dropdown. No database code.
 */
export * from './types';
export { createSiteSuggester, SUGGEST_PATH } from './site-suggester';
export { createAlgoliaSuggester, type AlgoliaBrowserConfig, type AlgoliaIndexNames } from './algolia/browser';
export { highlightRanges, type TextRange } from './text/highlight';
