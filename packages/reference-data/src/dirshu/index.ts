/**
 * `@openshiur/reference-data/dirshu`: the Dirshu Amud Yomi amudim per masechta.
 * @packageDocumentation
 */
export * from './dirshu';
