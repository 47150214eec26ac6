import 'server-only';
import { createGraphQLServer } from '@openshiur/graphql/server';
import { env } from '@/env';
import { GRAPHQL_PATH } from '@/lib/site';
import { tokenVerifier } from './auth';
import { database } from './database';

export const graphQLServer = createGraphQLServer({
  getDatabase: database,
  verifier: tokenVerifier,
  graphqlEndpoint: GRAPHQL_PATH,
  graphiql: env.NODE_ENV === 'development',
});
