/**
 * The database schema: one Drizzle `pg-core` schema for both drivers (PGlite and node-postgres).
 * Tables live in `./schema/*` by subject; this module is what `drizzle.config.ts` and
 * `typeof schema` read.
 */
export * from './schema/users';
export * from './schema/sessions';
export * from './schema/catalogue';
export * from './schema/posts';
export * from './schema/site-content';
export * from './schema/members';
export * from './schema/payments';
export * from './schema/dedications';
export * from './schema/studio';
export * from './schema/mail';
export * from './schema/contact';
export * from './schema/house-ads';
export * from './schema/streams';
export { searchReindexState, searchTerms } from './schema/search';
export { searchPosts } from './schema/search-posts';
export * from './schema/public-columns';
export * from './schema/relations';
