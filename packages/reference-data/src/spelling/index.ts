/**
 * `@openshiur/reference-data/spelling`: transliteration variants for search, and the normaliser
 * every lookup of the package uses.
 * @packageDocumentation
 */
export * from './variants';
export { normalizeSpelling } from '../normalize';
export { slugify } from '../slug';
