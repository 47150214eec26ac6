import {
  bavliMasechtot,
  dafToIndex,
  dafYomiCycleLength,
  dafYomiForDate,
  indexToDaf,
  type BavliMasechta,
  type DafLocation,
} from '@openshiur/reference-data';
import { addDays } from '@/lib/calendar-date';

/** The Daf Yomi cycle a date falls in. */
export interface CycleOnDate {
  /** Cycle number (the 14th began on 2020-01-05). */
  cycle: number;
  /** First day (Berachos 2) and last day (Nidah 73), 'YYYY-MM-DD'. */
  start: string;
  end: string;
  /** 0-based day of the cycle: the position of the date's daf. */
  dayIndex: number;
  /** The daf learnt on the date. */
  daf: DafLocation;
}

/** The cycle on a date ('YYYY-MM-DD', on or after 1975-06-24, when the cycle took its present length). */
export function cycleOn(date: string): CycleOnDate {
  const day = dafYomiForDate(date);
  const dayIndex = day && dafToIndex(day.masechta, day.daf);
  if (!day || dayIndex === undefined) throw new RangeError(`No Daf Yomi cycle on ${date}`);
  const start = addDays(date, -dayIndex);
  return {
    cycle: day.cycle,
    start,
    end: addDays(start, dafYomiCycleLength - 1),
    dayIndex,
    daf: { masechta: day.masechta, daf: day.daf },
  };
}

/** The date a daf is (or was) learnt in the cycle that `today` falls in. */
export function dateOfDaf(masechta: BavliMasechta, daf: number, today: string): string {
  const index = dafToIndex(masechta, daf);
  if (index === undefined) throw new RangeError(`${masechta.name} has no daf ${daf}`);
  return addDays(cycleOn(today).start, index);
}

/** First and last day of a masechta in the cycle that `today` falls in. */
export function masechtaDates(masechta: BavliMasechta, today: string): { start: string; end: string } {
  return { start: dateOfDaf(masechta, masechta.firstDaf, today), end: dateOfDaf(masechta, masechta.lastDaf, today) };
}

/** The middle day of the cycle: as many dapim before it as after it. */
export const HALFWAY_INDEX = Math.floor((dafYomiCycleLength - 1) / 2);

export interface CycleProgress extends CycleOnDate {
  /** Dapim learnt so far, today's included. */
  dafimLearnt: number;
  totalDafim: number;
  /** The middle daf of the cycle and its date. */
  halfway: { daf: DafLocation; date: string; reached: boolean };
  /** The next cycle's halftime, to look forward to once this one's has passed. */
  nextHalfway: { cycle: number; date: string };
  /** Masechtot whose last daf has been learnt (a siyum already made). */
  completedMasechtot: BavliMasechta[];
  /** The next masechta to be completed and the date of its siyum (today's when it ends today). */
  nextSiyum: { masechta: BavliMasechta; date: string };
}

/** How far the cycle of `today` has come: the figures of the halftime page. */
export function cycleProgress(today: string): CycleProgress {
  const cycle = cycleOn(today);
  const halfwayDaf = indexToDaf(HALFWAY_INDEX);
  if (!halfwayDaf) throw new RangeError('The cycle has no middle daf');
  const endIndex = (masechta: BavliMasechta) => dafToIndex(masechta, masechta.lastDaf) ?? Infinity;
  const completedMasechtot = bavliMasechtot.filter((masechta) => endIndex(masechta) < cycle.dayIndex);
  const current = bavliMasechtot[completedMasechtot.length] ?? cycle.daf.masechta;
  return {
    ...cycle,
    dafimLearnt: cycle.dayIndex + 1,
    totalDafim: dafYomiCycleLength,
    halfway: { daf: halfwayDaf, date: addDays(cycle.start, HALFWAY_INDEX), reached: cycle.dayIndex >= HALFWAY_INDEX },
    nextHalfway: { cycle: cycle.cycle + 1, date: addDays(cycle.end, 1 + HALFWAY_INDEX) },
    completedMasechtot,
    nextSiyum: { masechta: current, date: addDays(cycle.start, endIndex(current)) },
  };
}

/** "1st", "2nd", "14th": how cycles are counted ("the 14th cycle"). */
export function ordinal(value: number): string {
  const suffix = value % 100 >= 11 && value % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}
