import 'server-only';
import type { Database } from '@openshiur/db';
import { createAlgoliaSearch, createBuiltInSearch, withFallback, type SearchEngine } from '@openshiur/search';
import { algoliaConfig } from '@/env';

/**
 * The site's search engine for a database: the built-in PostgreSQL engine (the default on a fresh
 * machine), or Algolia when it is configured, with the built-in engine behind it: while Algolia
 * cannot be reached, searches are answered from the site's own database.
 */
export function searchEngineFor(db: Database): SearchEngine {
  // One engine per database, not per request: the engine keeps the unfiltered list for a minute.
  let engine = engines.get(db);
  if (!engine) {
    const builtIn = createBuiltInSearch(db);
    engine = algoliaEngine ? withFallback(algoliaEngine, builtIn, { onSwitch: reportSwitch }) : builtIn;
    engines.set(db, engine);
  }
  return engine;
}

const engines = new WeakMap<Database, SearchEngine>();

/**
 * Server-side Algolia requests give up quickly (its default waits seconds per host, over four
 * hosts): the built-in engine answers instead, and the page is not held up.
 */
const ALGOLIA_TIMEOUTS = { connect: 1_000, read: 2_000, write: 5_000 };

/** One Algolia client per process (it keeps connections and a host health cache). */
const algoliaEngine = algoliaConfig ? createAlgoliaSearch({ config: algoliaConfig, clientOptions: { timeouts: ALGOLIA_TIMEOUTS } }) : undefined;

function reportSwitch(to: 'fallback' | 'primary', error?: unknown) {
  if (to === 'fallback') {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[search] Algolia failed (${reason}); searching with the built-in engine for now.`);
  } else {
    console.info('[search] Algolia answers again.');
  }
}
