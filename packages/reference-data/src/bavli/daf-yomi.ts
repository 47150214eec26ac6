/** The daf of the worldwide Daf Yomi cycle for a date, and walking the cycle day by day. */
import { toDayNumber } from '../dates';
import type { CalendarDateInput } from '../dates';
import { dafToIndex, dafYomiCycleLength, indexToDaf } from './daf-index';
import type { DafLocation } from './daf-index';
import type { MasechtaInput } from './masechta-input';

/**
 * Day number of 1975-06-24, the start of the 8th cycle: the first with Shekalim learnt as 22
 * dafim (Vilna Yerushalmi), which makes every cycle since exactly `dafYomiCycleLength` days.
 */
const eighthCycleStart = toDayNumber('1975-06-24');

/** A day of the Daf Yomi cycle. */
export interface DafYomiDay extends DafLocation {
  /** Cycle number (the 14th cycle began on 2020-01-05). */
  cycle: number;
}

/**
 * The daf learnt on a date in the worldwide Daf Yomi cycle (dates from 1975-06-24 on).
 * @param date a `Date` (its local calendar day) or 'YYYY-MM-DD'.
 * @returns undefined for dates before 1975-06-24.
 * @example
 * ```ts
 * import { dafYomiForDate } from '@openshiur/reference-data/bavli';
 * const today = dafYomiForDate('2020-01-05');
 * [today?.masechta.name, today?.daf, today?.cycle]; // ['Berachos', 2, 14]
 * ```
 */
export function dafYomiForDate(date: CalendarDateInput): DafYomiDay | undefined {
  const elapsed = toDayNumber(date) - eighthCycleStart;
  if (elapsed < 0) return undefined;
  const location = indexToDaf(elapsed % dafYomiCycleLength);
  return location && { ...location, cycle: 8 + Math.floor(elapsed / dafYomiCycleLength) };
}

/**
 * Walks the Daf Yomi cycle from a daf onwards, one daf per step, wrapping from Nidah 73 to
 * Berachos 2. Stops after `count` dafim (default: one full cycle).
 * @example
 * ```ts
 * import { walkDafim } from '@openshiur/reference-data/bavli';
 * [...walkDafim('Berachos', 63, 3)].map((d) => `${d.masechta.name} ${d.daf}`); // ['Berachos 63', 'Berachos 64', 'Shabbos 2']
 * ```
 */
export function* walkDafim(masechta: MasechtaInput, daf: number, count = dafYomiCycleLength): Generator<DafLocation> {
  const start = dafToIndex(masechta, daf);
  if (start === undefined) return;
  for (let step = 0; step < count; step++) {
    const location = indexToDaf((start + step) % dafYomiCycleLength);
    if (location) yield location;
  }
}
