/**
 * `@openshiur/reference-data/bavli`: the Daf Yomi cycle's masechtot, their spellings, daf and
 * amud arithmetic, the daf for a date, and perek ranges.
 * @packageDocumentation
 */
export * from './masechtot';
export * from './spellings';
export * from './resolve';
export * from './daf-index';
export * from './daf-yomi';
export * from './perakim';
export type { MasechtaInput } from './masechta-input';
