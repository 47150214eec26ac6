import 'server-only';
import type { Database } from '@openshiur/db';
import { createAlgoliaSearch, createBuiltInSearch, type SearchEngine } from '@openshiur/search';
import { algoliaConfig } from '@/env';

/**
 * The site's search engine for a database: the built-in PostgreSQL engine (the default on a fresh
 * machine), or Algolia when it is configured.
 */
export function searchEngineFor(db: Database): SearchEngine {
  if (algoliaEngine) return algoliaEngine;
  // One engine per database, not per request: the engine keeps the unfiltered list for a minute.
  let engine = builtInEngines.get(db);
  if (!engine) {
    engine = createBuiltInSearch(db);
    builtInEngines.set(db, engine);
  }
  return engine;
}

const builtInEngines = new WeakMap<Database, SearchEngine>();

/** One Algolia client per process (it keeps connections and a host health cache). */
const algoliaEngine = algoliaConfig ? createAlgoliaSearch({ config: algoliaConfig }) : undefined;
