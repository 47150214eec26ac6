/**
 * `@openshiur/search/client`: what the browser needs for the live dropdown. No database code.
 */
export * from './types';
export { createSiteSuggester, type Suggester } from './site-suggester';
export { highlightRanges, type TextRange } from './text/highlight';
