import 'server-only';
import { cookies } from 'next/headers';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { executableSchema } from '@openshiur/graphql/server';
import { contextForRequest } from './services';

/**
 * Apollo's client for server components. It executes operations in-process against the same
 * executable schema as /api/graphql, so the first render costs no HTTP hop. One client per request.
 */
export const { getClient, query, PreloadQuery } = registerApolloClient(async () => {
  const session = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  const request = new Request('http://in-process/', {
    headers: session ? { cookie: `${SESSION_COOKIE_NAME}=${session}` } : {},
  });
  const context = await contextForRequest(request);
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new SchemaLink({ schema: executableSchema, context, validate: true }),
  });
});
