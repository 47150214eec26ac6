import { graphQLServer } from '@/server/graphql-endpoint';

/** The GraphQL endpoint (graphql-yoga) on the site's own origin. */

function handle(request: Request) {
  return graphQLServer.handleRequest(request, {});
}

export { handle as GET, handle as POST };
