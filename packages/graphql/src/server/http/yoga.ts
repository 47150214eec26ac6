import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import type { Database } from '@openshiur/db';
import type { TokenVerifier } from '@openshiur/auth';
import type { SearchEngine } from '@openshiur/search';
import { createContext, type GraphQLContext } from '../context';
import { csrfProtectionPlugin } from './csrf';
import { errorCodesPlugin, maskUnexpectedError } from './error-codes-plugin';
import { identifyRequest } from './identify';
import { executableSchema } from '../schema';

/** Limits that keep one request from costing the server more than a page render. */
export const queryLimits = { maxDepth: 8, maxCost: 5000, maxAliases: 15 } as const;

export interface GraphQLServerOptions {
  getDatabase: () => Promise<Database>;
  /** Absent when no identity provider is configured: a sent token is then rejected as UNAUTHENTICATED. */
  verifier?: TokenVerifier;
  graphqlEndpoint?: string;
  /** The search engine for a request's database; default: the built-in engine. */
  getSearch?: (db: Database) => SearchEngine;
  /** GraphiQL in development only. */
  graphiql?: boolean;
}

export function createGraphQLServer(
  options: GraphQLServerOptions,
): YogaServerInstance<object, GraphQLContext> {
  return createYoga<object, GraphQLContext>({
    schema: executableSchema,
    graphqlEndpoint: options.graphqlEndpoint ?? '/api/graphql',
    graphiql: options.graphiql ?? false,
    landingPage: false,
    // Expected client errors are not server problems; unexpected ones are logged by maskUnexpectedError.
    logging: false,
    fetchAPI: { Response },
    // Same origin only: the site's own pages are the only browser clients. Yoga's default would
    // answer any Origin with credentials allowed, letting other sites read a signed-in visitor's data.
    cors: false,
    maskedErrors: { maskError: maskUnexpectedError },
    plugins: [
      csrfProtectionPlugin(),
      maxDepthPlugin({ n: queryLimits.maxDepth }),
      costLimitPlugin({ maxCost: queryLimits.maxCost }),
      maxAliasesPlugin({ n: queryLimits.maxAliases }),
      errorCodesPlugin(),
    ],
    context: async ({ request }) => {
      const [db, identity] = await Promise.all([
        options.getDatabase(),
        identifyRequest(request, options.verifier),
      ]);
      return createContext({ db, ...identity, search: options.getSearch?.(db) });
    },
  }) as unknown as YogaServerInstance<object, GraphQLContext>;
}
