import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import type { GraphQLContext } from '../context';
import { csrfProtectionPlugin } from './csrf';
import { errorCodesPlugin, maskUnexpectedError } from './error-codes-plugin';
import { executableSchema } from '../schema';

/** Limits that keep one request from costing the server more than a page render. */
export const queryLimits = { maxDepth: 8, maxCost: 5000, maxAliases: 15 } as const;

export interface GraphQLServerOptions {
  /**
   * The context for a request: who asks (`identifyRequest`) over the site's database and search
   * engine (`createContext`). The site builds it in one place for every way it runs GraphQL.
   */
  contextFor: (request: Request) => Promise<GraphQLContext>;
  graphqlEndpoint?: string;
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
    context: ({ request }) => options.contextFor(request),
  }) as unknown as YogaServerInstance<object, GraphQLContext>;
}
