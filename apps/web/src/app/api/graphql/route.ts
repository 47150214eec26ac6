import { graphQLServer } from '@/server/graphql-endpoint';

/** The GraphQL endpoint (graphql-yoga) on the site's own origin. */
export const dynamic = 'force-dynamic';

function handle(request: Request) {
  return graphQLServer.handleRequest(request, {});
}

export { handle as GET, handle as POST };
