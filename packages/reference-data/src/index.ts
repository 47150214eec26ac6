/**
 * `@openshiur/reference-data`: every table, re-exported from one entry. Import a subpath
 * (`@openshiur/reference-data/bavli`, `/parshiot`, …) to load only one family; bundlers
 * tree-shake either way (`"sideEffects": false`).
 * @packageDocumentation
 */
export * from './enumerations';
export * from './bavli/index';
export * from './parshiot/index';
export * from './nach/index';
export * from './mishnayot/index';
export * from './yerushalmi/index';
export * from './mitzvot/index';
export * from './mishneh-torah/index';
export * from './kitzur/index';
export * from './dirshu/index';
export * from './spelling/index';
