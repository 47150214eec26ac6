import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '../generated/type-defs';
import { resolvers } from './resolvers';

/** The executable schema, shared by the HTTP endpoint and the in-process link of server components. */
export const executableSchema = makeExecutableSchema({ typeDefs, resolvers });
