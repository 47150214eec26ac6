import type { Database } from '@openshiur/db';
import type { AuthError, VerifiedIdentity } from '@openshiur/auth';
import { createBuiltInSearch, type SearchEngine } from '@openshiur/search';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives. Built once per request. */
export interface GraphQLContext {
  db: Database;
  /** The verified identity from the Bearer token or the session cookie, if any. */
  viewer: VerifiedIdentity | null;
  /** Set when a token was sent but could not be verified: `me` reports it instead of answering null. */
  authError: AuthError | null;
  loaders: Loaders;
  /** Answers searches: the built-in engine over `db` unless the site configured another. */
  search: SearchEngine;
}

export function createContext(input: {
  db: Database;
  viewer: VerifiedIdentity | null;
  authError?: AuthError | null;
  search?: SearchEngine;
}): GraphQLContext {
  return {
    db: input.db,
    viewer: input.viewer,
    authError: input.authError ?? null,
    loaders: createLoaders(input.db),
    search: input.search ?? createBuiltInSearch(input.db),
  };
}
