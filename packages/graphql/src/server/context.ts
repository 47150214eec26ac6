import type { Database } from '@openshiur/db';
import type { AuthError, VerifiedIdentity } from '@openshiur/auth';
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
}

export function createContext(input: {
  db: Database;
  viewer: VerifiedIdentity | null;
  authError?: AuthError | null;
}): GraphQLContext {
  const authError = input.authError ?? null;
  return {
    db: input.db,
    viewer: input.viewer,
    authError,
    currentUser: createViewer(input.db, input.viewer, authError),
    loaders: createLoaders(input.db),
  };
}
