/**
 * `@openshiur/reference-data/dirshu`: the Dirshu Amud Yomi amudim per masechta, and the product
 * specification's `dirshuAmudim` list.
 * @packageDocumentation
 */
export * from './dirshu';
