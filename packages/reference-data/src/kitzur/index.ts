/**
 * `@openshiur/reference-data/kitzur`: the Kitzur Shulchan Aruch's se'ifim per siman.
 * @packageDocumentation
 */
export * from './kitzur';
