import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { GraphQLContext } from '../context';
import { csrfProtectionPlugin } from './csrf';
import { errorCodesPlugin, maskUnexpectedError } from './error-codes-plugin';
import { bodyLimitPlugin, malformedRequestPlugin, noIntrospectionPlugin } from './request-guards';
import { mutationLimitsPlugin, type TakeAllowance } from './mutation-limits';
import { executableSchema } from '../schema';

/**
 * Limits that keep one request from costing the server more than a page render. The tokens are
 * counted before parsing, so a document nested thousands deep is refused before the parser
 * recurses into it; the site's largest operation has under 200.
 */
export const queryLimits = { maxDepth: 8, maxCost: 5000, maxAliases: 15, maxTokens: 1000 } as const;

export interface GraphQLServerOptions {
  /**
   * The context for a request: who asks (`identifyRequest`) over the site's database and search
   * engine (`createContext`). The site builds it in one place for every way it runs GraphQL.
   */
  contextFor: (request: Request) => Promise<GraphQLContext>;
  graphqlEndpoint?: string;
  /** GraphiQL in development only. */
  graphiql?: boolean;
  /**
   * Whether the schema may be read from the endpoint: introspection and "Did you mean …?"
   * suggestions in errors. Development only; off by default.
   */
  publishSchema?: boolean;
  /**
   * Counts the public mutations that send mail or start a payment against the client's budget
   * (mutation-limits.ts). Without it (tests, tools) they are not limited.
   */
  takeAllowance?: TakeAllowance;
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
      bodyLimitPlugin(),
      malformedRequestPlugin(),
      csrfProtectionPlugin(),
      ...(options.takeAllowance ? [mutationLimitsPlugin(options.takeAllowance)] : []),
      maxTokensPlugin({ n: queryLimits.maxTokens }),
      maxDepthPlugin({ n: queryLimits.maxDepth }),
      costLimitPlugin({ maxCost: queryLimits.maxCost }),
      maxAliasesPlugin({ n: queryLimits.maxAliases }),
      ...(options.publishSchema ? [] : [noIntrospectionPlugin(), blockFieldSuggestionsPlugin()]),
      errorCodesPlugin(),
    ],
    context: ({ request }) => options.contextFor(request),
  }) as unknown as YogaServerInstance<object, GraphQLContext>;
}
