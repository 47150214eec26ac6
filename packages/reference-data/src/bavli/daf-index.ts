/**
 * Daf and amud arithmetic over the Daf Yomi cycle: the sequential position of a daf (a day of
 * the cycle) or an amud (a day of an amud-a-day cycle) across all 37 masechtot, and back.
 */
import { bavliMasechtot } from './masechtot';
import type { BavliMasechta } from './masechtot';
import { toMasechta } from './masechta-input';
import type { MasechtaInput } from './masechta-input';

/** A side of a daf. */
export type Amud = 'a' | 'b';

/** A daf of a masechta. */
export interface DafLocation {
  masechta: BavliMasechta;
  daf: number;
}

/** An amud of a masechta. */
export interface AmudLocation extends DafLocation {
  amud: Amud;
}

/** Number of dafim (days) in one Daf Yomi cycle: 2711. */
export const dafYomiCycleLength: number = bavliMasechtot.reduce((sum, masechta) => sum + masechta.dafBlat, 0);

/** Number of amudim in the 37 masechtot of the cycle. */
export const totalAmudim: number = bavliMasechtot.reduce((sum, masechta) => sum + masechta.dafAmud, 0);

/** Index of each masechta's first daf and first amud, computed once. */
const offsets = bavliMasechtot.reduce<{ daf: number[]; amud: number[] }>(
  (acc, masechta, i) => {
    acc.daf.push(i === 0 ? 0 : (acc.daf[i - 1] ?? 0) + (bavliMasechtot[i - 1]?.dafBlat ?? 0));
    acc.amud.push(i === 0 ? 0 : (acc.amud[i - 1] ?? 0) + (bavliMasechtot[i - 1]?.dafAmud ?? 0));
    return acc;
  },
  { daf: [], amud: [] },
);

/**
 * 0-based position of a daf in the Daf Yomi cycle (Berachos 2 → 0, Nidah 73 → 2710).
 * @returns undefined for an unknown masechta or a daf outside `firstDaf..lastDaf`.
 * @example
 * ```ts
 * import { dafToIndex } from '@openshiur/reference-data/bavli';
 * dafToIndex('Berachos', 2); // 0
 * dafToIndex('Shabbos', 2); // 63
 * ```
 */
export function dafToIndex(masechta: MasechtaInput, daf: number): number | undefined {
  const entry = toMasechta(masechta);
  if (!entry || !Number.isInteger(daf) || daf < entry.firstDaf || daf > entry.lastDaf) return undefined;
  return (offsets.daf[bavliMasechtot.indexOf(entry)] ?? 0) + daf - entry.firstDaf;
}

/**
 * The daf at a 0-based position of the Daf Yomi cycle; the inverse of `dafToIndex`.
 * @returns undefined when the index is outside `0..dafYomiCycleLength - 1`.
 * @example
 * ```ts
 * import { indexToDaf } from '@openshiur/reference-data/bavli';
 * const location = indexToDaf(63);
 * location?.masechta.name; // 'Shabbos'
 * location?.daf; // 2
 * ```
 */
export function indexToDaf(index: number): DafLocation | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= dafYomiCycleLength) return undefined;
  const position = findLast(offsets.daf, index);
  const masechta = bavliMasechtot[position];
  const start = offsets.daf[position];
  if (!masechta || start === undefined) return undefined;
  return { masechta, daf: masechta.firstDaf + index - start };
}

/**
 * 0-based position of an amud across the cycle's masechtot (Berachos 2a → 0, 2b → 1).
 * @returns undefined for an unknown masechta or an amud the masechta does not have (Berachos 64b).
 * @example
 * ```ts
 * import { amudToIndex } from '@openshiur/reference-data/bavli';
 * amudToIndex('Berachos', 64, 'a'); // 124
 * amudToIndex('Berachos', 64, 'b'); // undefined
 * ```
 */
export function amudToIndex(masechta: MasechtaInput, daf: number, amud: Amud): number | undefined {
  const entry = toMasechta(masechta);
  if (!entry || !Number.isInteger(daf) || daf < entry.firstDaf) return undefined;
  const withinMasechta = (daf - entry.firstDaf) * 2 + (amud === 'b' ? 1 : 0);
  if (withinMasechta >= entry.dafAmud) return undefined;
  return (offsets.amud[bavliMasechtot.indexOf(entry)] ?? 0) + withinMasechta;
}

/**
 * The amud at a 0-based position across the cycle's masechtot; the inverse of `amudToIndex`.
 * @example
 * ```ts
 * import { indexToAmud } from '@openshiur/reference-data/bavli';
 * const location = indexToAmud(125);
 * [location?.masechta.name, location?.daf, location?.amud]; // ['Shabbos', 2, 'a']
 * ```
 */
export function indexToAmud(index: number): AmudLocation | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= totalAmudim) return undefined;
  const position = findLast(offsets.amud, index);
  const masechta = bavliMasechtot[position];
  const start = offsets.amud[position];
  if (!masechta || start === undefined) return undefined;
  const withinMasechta = index - start;
  return { masechta, daf: masechta.firstDaf + Math.floor(withinMasechta / 2), amud: withinMasechta % 2 === 0 ? 'a' : 'b' };
}

/** Position of the last start offset that is <= value (offsets ascend). */
function findLast(starts: readonly number[], value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? Infinity) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}
