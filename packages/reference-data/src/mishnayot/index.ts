/**
 * `@openshiur/reference-data/mishnayot`: the mishnayot tree (sedarim → masechtot → perakim).
 * @packageDocumentation
 */
export * from './mishnayot';
