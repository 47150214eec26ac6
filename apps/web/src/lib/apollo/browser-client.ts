import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CSRF_HEADER } from '@openshiur/graphql';
import { GRAPHQL_PATH } from '@/lib/site';

/** What the browser's GraphQL callers get: the client, and how to read its errors. */
export interface BrowserApollo {
  client: ApolloClient;
  /** The API answered UNAUTHENTICATED: the session has ended (or never was). */
  isUnauthenticated(error: unknown): boolean;
}

/**
 * The browser's Apollo Client for `/api/graphql`. Requests authenticate with the httpOnly `jwt`
 * cookie, sent by the browser itself; no token is kept in localStorage to put in an
 * `authorization: Bearer` header (a deliberate departure from the product's roles and route checks: page scripts must never be
 * able to read the token). The CSRF header tells the endpoint the request comes from this site's
 * own pages. Load it through `loadBrowserApollo()`, never import it statically.
 */
export function createBrowserApollo(): BrowserApollo {
  const link = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } });
  return {
    client: new ApolloClient({ cache: new InMemoryCache(), link }),
    isUnauthenticated: (error) =>
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'),
  };
}
