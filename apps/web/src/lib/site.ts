/** Values both server and client code may read. Nothing secret belongs here. */
export const CONTENT_MAX_WIDTH = 1170;
export const MOBILE_BREAKPOINT = 960;
export const GRAPHQL_PATH = '/api/graphql';
