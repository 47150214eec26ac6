'use client';
import type { ReactNode } from 'react';
import { HttpLink, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { GRAPHQL_PATH } from '@/lib/site';

/** Spec §6: when a token is stored, every GraphQL request carries `authorization: Bearer {token}`. */
const authLink = new SetContextLink((prevContext) => {
  const token = typeof window === 'undefined' ? null : window.localStorage.getItem('token');
  if (!token) return {};
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});

function makeClient() {
  // Same origin as the page: a relative path in the browser. Server-side rendering of client
  // components does not query over HTTP (server components preload what they need).
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([authLink, httpLink]) });
}

export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>;
}
