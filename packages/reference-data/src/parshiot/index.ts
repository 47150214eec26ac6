/**
 * `@openshiur/reference-data/parshiot`: the 54 parshiot by book and the double parshiot.
 * @packageDocumentation
 */
export * from './parshiot';
