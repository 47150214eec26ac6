/** The Dirshu Amud Yomi page-count set: amudim per masechta. */
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
export const dirshuMasechtot: readonly DirshuMasechta[] = /* @__PURE__ */ dirshuAmudRows.map((row) => Object.freeze({ ...row }));

/**
 * The spec's `dirshuAmudim`: the amud counts of `dirshuMasechtot`, in the same order.
 * @example
 * ```ts
 * import { dirshuAmudim } from '@openshiur/reference-data/dirshu';
 * dirshuAmudim.slice(0, 3); // [125, 312, 207]
 * ```
 */
export const dirshuAmudim: readonly number[] = /* @__PURE__ */ dirshuAmudRows.map((row) => row.amudim);
