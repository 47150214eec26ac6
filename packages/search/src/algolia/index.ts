/**
 * The Algolia adapter, server side: the engine, the indexer, and what they are built from.
 * Browser code imports `./browser` instead (search-only key, no admin client); tests use the
 * emulator of `@openshiur/search/testing`, which nothing here imports.
 */
export {
  algoliaBrowserConfig,
  algoliaConfigFromEnv,
  type AlgoliaConfig,
  type AlgoliaEnv,
} from '../config';
export {
  createAlgoliaSuggester,
  SUGGESTION_ATTRIBUTES,
  type AlgoliaBrowserConfig,
  type AlgoliaClientOptions,
  type AlgoliaIndexNames,
} from './browser';
export { createAlgoliaSearch, type AlgoliaSearchOptions } from './engine';
export { createAlgoliaIndexer, type AlgoliaIndexerOptions } from './indexer';
export { postsIndexForSort, postsReplicaNames, type PostsSortIndexes } from './names';
export {
  authorRecord,
  postRecord,
  seriesRecord,
  type AuthorRecord,
  type PostRecord,
  type SeriesRecord,
} from './records';
export { FACET_ATTRIBUTES, indexSettingsPlan, spellingSynonyms } from './settings';
