export { createGraphQLServer, queryLimits, type GraphQLServerOptions } from './yoga';
export { executableSchema } from './schema';
export { createContext, type GraphQLContext } from './context';
export { identifyRequest, type RequestIdentity } from './identify';
export { ErrorCode } from './errors';
export { safeSuggestions } from './resolvers/search';
export { upsertUserFromIdentity, userForIdentity } from './users';
export { CSRF_HEADER } from './csrf';
