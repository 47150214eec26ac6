/** Values both server and client code may read. Nothing secret belongs here. */
export const GRAPHQL_PATH = '/api/graphql';
