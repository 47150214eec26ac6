/**
 * `@openshiur/reference-data/nach`: the books of Nach and every chapter.
 * @packageDocumentation
 */
export * from './nach';
