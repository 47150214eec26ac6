import { testDatabaseKinds } from '@openshiur/db/testing';
import { describeSearchContract } from '../testing';
import { createBuiltInSearch } from './engine';
import { createBuiltInIndexer } from './indexer';

// The shared contract, on PGlite and (when TEST_DATABASE_URL is set) on a PostgreSQL server.
describeSearchContract('built-in', testDatabaseKinds(), async (db) => ({
  engine: createBuiltInSearch(db),
  indexer: createBuiltInIndexer(db),
}));
