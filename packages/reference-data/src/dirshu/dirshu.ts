/** The Dirshu Amud Yomi: its masechtot with their amudim, and the product specification's list. */
import { dirshuAmudRows } from '../data/dirshu.generated';

/** A masechta of the Dirshu Amud Yomi cycle with its amudim. */
export interface DirshuMasechta {
  name: string;
  amudim: number;
}

/**
 * The 40 masechtot of the Dirshu Amud Yomi cycle (one amud a day, from 16 October 2023) with their
 * amudim; Kinnim, Tamid and Midos are separate entries.
 * @example
 * ```ts
 * import { dirshuMasechtot } from '@openshiur/reference-data/dirshu';
 * dirshuMasechtot.find((m) => m.name === 'Tamid'); // { name: 'Tamid', amudim: 17 }
 * ```
 */
export const dirshuMasechtot: readonly DirshuMasechta[] = /* @__PURE__ */ dirshuAmudRows.map(
  (row) => Object.freeze({ ...row }),
);

/**
 * The amudim of each masechta of the Dirshu Amud Yomi: the `amudim` of `dirshuMasechtot`, in the
 * same order (40 numbers, 5406 in all).
 * @example
 * ```ts
 * import { dirshuMasechtaAmudim } from '@openshiur/reference-data/dirshu';
 * dirshuMasechtaAmudim.slice(0, 3); // [125, 312, 207]
 * dirshuMasechtaAmudim.length; // 40
 * ```
 */
export const dirshuMasechtaAmudim: readonly number[] = /* @__PURE__ */ Object.freeze(
  dirshuAmudRows.map((row) => row.amudim),
);

/**
 * The product specification's `dirshuAmudim` list, exactly as it is written there: six numbers.
 * The specification gives no meaning for them; for the amudim of each masechta of the cycle use
 * `dirshuMasechtaAmudim` (or `dirshuMasechtot`, with the names).
 * @example
 * ```ts
 * import { dirshuAmudim } from '@openshiur/reference-data/dirshu';
 * dirshuAmudim; // [298, 306, 388, 577, 308, 325]
 * Object.isFrozen(dirshuAmudim); // true
 * ```
 */
export const dirshuAmudim: readonly number[] = /* @__PURE__ */ Object.freeze([
  298, 306, 388, 577, 308, 325,
]);
