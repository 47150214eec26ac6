import type { Database } from '@openshiur/db';
import type { AuthError, VerifiedIdentity } from '@openshiur/auth';
import { createBuiltInSearch, type SearchEngine } from '@openshiur/search';
import { createLoaders, type Loaders } from './loaders';
import { createViewer, type Viewer } from './viewer';

/** What every resolver receives. Built once per request. */
export interface GraphQLContext {
  db: Database;
  /** The verified identity from the Bearer token or the session cookie, if any. */
  viewer: VerifiedIdentity | null;
  /** Set when a token was sent but could not be verified: `me` reports it instead of answering null. */
  authError: AuthError | null;
  /** The viewer's user record and subscriptions, loaded once per request when needed. */
  currentUser: Viewer;
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
  const authError = input.authError ?? null;
  return {
    db: input.db,
    viewer: input.viewer,
    authError,
    currentUser: createViewer(input.db, input.viewer, authError),
    loaders: createLoaders(input.db),
    search: input.search ?? createBuiltInSearch(input.db),
  };
}
