import 'server-only';
import { createGraphQLServer } from '@openshiur/graphql/server';
import { env } from '@/env';
import { GRAPHQL_PATH } from '@/lib/site';
import { tokenVerifier } from '@/features/account/server/auth';
import { database } from './services';
import { searchEngineFor } from './search-engine';

export const graphQLServer = createGraphQLServer({
  getDatabase: database,
  getSearch: searchEngineFor,
  verifier: tokenVerifier,
  graphqlEndpoint: GRAPHQL_PATH,
  graphiql: env.NODE_ENV === 'development',
});
