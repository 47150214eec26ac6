'use client';
import type { ReactNode } from 'react';
import { HttpLink } from '@apollo/client';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { CSRF_HEADER } from '@openshiur/graphql';
import { GRAPHQL_PATH } from '@/lib/site';

/**
 * Browser requests authenticate with the httpOnly `jwt` cookie, sent by the browser itself; no
 * token is kept in localStorage to put in an `authorization: Bearer` header (a deliberate
 * departure from spec §6: page scripts must never be able to read the token). The CSRF header
 * tells the endpoint the request comes from this site's own pages.
 */
function makeClient() {
  // Same origin as the page: a relative path in the browser. Server-side rendering of client
  // components does not query over HTTP (server components preload what they need).
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } });
  return new ApolloClient({ cache: new InMemoryCache(), link: httpLink });
}

export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>;
}
