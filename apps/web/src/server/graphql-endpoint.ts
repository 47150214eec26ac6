import 'server-only';
import { createGraphQLServer } from '@openshiur/graphql/server';
import { env } from '@/env';
import { GRAPHQL_PATH } from '@/lib/site';
import { takeAllowanceForRequest } from './rate-limit/form-limits';
import { contextForRequest } from './services';

/** `/api/graphql`: graphql-yoga over the same context the rest of the site builds (server/services.ts). */
export const graphQLServer = createGraphQLServer({
  contextFor: contextForRequest,
  graphqlEndpoint: GRAPHQL_PATH,
  graphiql: env.NODE_ENV === 'development',
  publishSchema: env.NODE_ENV === 'development',
  takeAllowance: takeAllowanceForRequest,
});
