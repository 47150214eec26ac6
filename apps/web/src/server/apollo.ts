import 'server-only';
import { cookies } from 'next/headers';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { createContext, executableSchema, identifyRequest } from '@openshiur/graphql/server';
import { tokenVerifier } from '@/features/account/server/auth';
import { database } from './database';
import { searchEngineFor } from './search';

/**
 * Apollo's client for server components. It executes operations in-process against the same
 * executable schema as /api/graphql, so the first render costs no HTTP hop. One client per request.
 */
export const { getClient, query, PreloadQuery } = registerApolloClient(async () => {
  const session = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  const request = new Request('http://in-process/', {
    headers: session ? { cookie: `${SESSION_COOKIE_NAME}=${session}` } : {},
  });
  const [db, identity] = await Promise.all([database(), identifyRequest(request, tokenVerifier)]);
  const context = createContext({ db, ...identity, search: searchEngineFor(db) });
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new SchemaLink({ schema: executableSchema, context, validate: true }),
  });
});
