/**
 * `@openshiur/reference-data/mitzvot`: the daily mitzvot cycle (date → mitzvah number).
 * @packageDocumentation
 */
export * from './schedule';
