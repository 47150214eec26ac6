/**
 * `@openshiur/reference-data/mishneh-torah`: the Mishneh Torah's books with chapter counts.
 * @packageDocumentation
 */
export * from './mishneh-torah';
