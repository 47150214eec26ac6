/**
 * The daily mitzvot cycle: one of the 613 mitzvot a day, as a date → mitzvah number table.
 *
 * Rule: from 2025-04-23 (mitzvah 599) to 2029-06-03 (mitzvah 613), the next mitzvah on every day
 * except Saturdays and the skipped holidays (Yom Tov in the diaspora, Yom Kippur included, and
 * Tish'a B'Av as observed; dates generated from @hebcal/core), restarting at 1 after 613.
 * This reproduces the spec's anchors: 599 on 2025-04-23, restarts on 2025-05-11 and 2027-05-24,
 * 613 on 2029-06-03.
 *
 * The anchors require exactly one skipped weekday a year beyond Yom Tov but not which one; the
 * programme's own calendar has not been found. Tish'a B'Av is this package's choice. A day between
 * January and May instead (Purim, Ta'anit Esther, Erev Pesach) would give 197, not 196, on
 * 2026-01-05; see README "Mitzvot daily cycle" and src/cross-check/hebcal.test.ts.
 */
import { mitzvotSkippedHolidays } from '../data/mitzvot.generated';
import { toDayNumber, toIsoDate, weekday } from '../dates';
import type { CalendarDateInput } from '../dates';

export { mitzvotSkippedHolidays };

/** One day of the cycle. */
export interface MitzvahDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Mitzvah number, 1–613. */
  mitzvah: number;
}

/** The fixed points of the cycle. */
export const mitzvotCycle = {
  firstDate: '2025-04-23',
  firstMitzvah: 599,
  lastDate: '2029-06-03',
  mitzvotCount: 613,
} as const;

const saturday = 6;

function buildSchedule(): readonly MitzvahDay[] {
  const skipped = new Set(mitzvotSkippedHolidays.map((holiday) => holiday.date));
  const days: MitzvahDay[] = [];
  let mitzvah: number = mitzvotCycle.firstMitzvah;
  const last = toDayNumber(mitzvotCycle.lastDate);
  for (let day = toDayNumber(mitzvotCycle.firstDate); day <= last; day++) {
    const date = toIsoDate(day);
    if (weekday(day) === saturday || skipped.has(date)) continue;
    days.push(Object.freeze({ date, mitzvah }));
    mitzvah = mitzvah === mitzvotCycle.mitzvotCount ? 1 : mitzvah + 1;
  }
  return Object.freeze(days);
}

/**
 * The whole schedule, in date order: one entry per learning day from 2025-04-23 to 2029-06-03.
 * @example
 * ```ts
 * import { mitzvotSchedule } from '@openshiur/reference-data/mitzvot';
 * mitzvotSchedule[0]; // { date: '2025-04-23', mitzvah: 599 }
 * mitzvotSchedule.at(-1); // { date: '2029-06-03', mitzvah: 613 }
 * ```
 */
export const mitzvotSchedule: readonly MitzvahDay[] = /* @__PURE__ */ buildSchedule();

let byDate: ReadonlyMap<string, number> | undefined;

/**
 * The mitzvah learnt on a date.
 * @param date a `Date` (its local calendar day) or 'YYYY-MM-DD'.
 * @returns the mitzvah number, or undefined on a Saturday, a skipped holiday, or outside
 *   2025-04-23 … 2029-06-03.
 * @throws {RangeError} for a malformed date string.
 * @example
 * ```ts
 * import { mitzvahForDate } from '@openshiur/reference-data/mitzvot';
 * mitzvahForDate('2026-01-05'); // 196
 * mitzvahForDate('2025-05-11'); // 1
 * mitzvahForDate('2025-05-10'); // undefined
 * ```
 */
export function mitzvahForDate(date: CalendarDateInput): number | undefined {
  byDate ??= new Map(mitzvotSchedule.map((day) => [day.date, day.mitzvah]));
  return byDate.get(toIsoDate(toDayNumber(date)));
}

/**
 * Walks the schedule from a date (inclusive; skipped days are passed over) to an optional end
 * date (inclusive).
 * @example
 * ```ts
 * import { walkMitzvotSchedule } from '@openshiur/reference-data/mitzvot';
 * [...walkMitzvotSchedule('2025-05-08', '2025-05-12')].map((day) => `${day.date}: ${day.mitzvah}`); // ['2025-05-08: 612', '2025-05-09: 613', '2025-05-11: 1', '2025-05-12: 2']
 * ```
 */
export function* walkMitzvotSchedule(from: CalendarDateInput, to?: CalendarDateInput): Generator<MitzvahDay> {
  const start = toIsoDate(toDayNumber(from));
  const end = to === undefined ? undefined : toIsoDate(toDayNumber(to));
  for (const day of mitzvotSchedule) {
    if (day.date < start) continue;
    if (end !== undefined && day.date > end) return;
    yield day;
  }
}

/**
 * The first learning day on or after a date: handy on a Saturday or a holiday.
 * @example
 * ```ts
 * import { nextMitzvahDay } from '@openshiur/reference-data/mitzvot';
 * nextMitzvahDay('2025-05-10'); // { date: '2025-05-11', mitzvah: 1 }
 * ```
 */
export function nextMitzvahDay(date: CalendarDateInput): MitzvahDay | undefined {
  return walkMitzvotSchedule(date).next().value ?? undefined;
}
