/**
 * Test support, exported as `@openshiur/search/testing` (Node, inside a Vitest run). Never import
 * it from application code: nothing in the package's other entry points does.
 *
 * - `createAlgoliaEmulator()`: an in-memory Algolia REST API, plugged into the official client as
 *   its `requester`, so the Algolia engine and indexer run their real requests offline.
 * - `describeSearchContract(label, kinds, createSubject)`: the contract every engine passes
 *   (limits, fields, visibility, ranking, variants, Hebrew, typos, filters and their counts,
 *   sorting, paging, validation, indexing changes), on fresh test databases of each kind.
 * - `insertCorpus(db)` and the corpus rows: the small, fixed content the contract runs on.
 *
 * ```ts
 * import { testDatabaseKinds } from '@openshiur/db/testing';
 * import { createBuiltInIndexer, createBuiltInSearch } from '@openshiur/search';
 * import { describeSearchContract } from '@openshiur/search/testing';
 *
 * describeSearchContract('built-in', testDatabaseKinds(), async (db) => ({
 *   engine: createBuiltInSearch(db),
 *   indexer: createBuiltInIndexer(db),
 * }));
 * ```
 */
export {
  createAlgoliaEmulator,
  type AlgoliaEmulator,
  type AlgoliaEmulatorOptions,
  type RecordedRequest,
} from './algolia/emulator';
export { describeSearchContract, type SearchContractSubject } from './contract/suite';
export {
  corpusAuthors,
  corpusPosts,
  corpusSeries,
  insertCorpus,
  publishedPostIds,
} from './contract/corpus';
