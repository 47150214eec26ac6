/**
 * `@openshiur/reference-data/yerushalmi`: the Talmud Yerushalmi's masechtot with daf counts.
 * @packageDocumentation
 */
export * from './yerushalmi';
