import 'server-only';
import { HDate, HebrewCalendar } from '@hebcal/core';
import type { DedicationCalendar, HebrewDay } from '@openshiur/graphql/server';
import { env } from '@/env';
import { dateInZone } from '@/lib/zoned-date';
import { hdateOf, hebrewDateText, isoOf, type HebrewDate } from '@/server/hebrew-calendar';

/**
 * The Hebrew date of a passing and its yahrzeit (@hebcal/core, GPL-2.0: server code only).
 *
 * The rules are hebcal's own (`HebrewCalendar.getYahrzeit`), never re-written here:
 * - a passing after sunset belongs to the next Hebrew day (the Hebrew day starts at nightfall);
 * - the first yahrzeit is on the first anniversary: nothing is observed in the year of the passing;
 * - a passing in Adar of a common year is observed in Adar I of a leap year (the Rema's ruling, the
 *   usual Ashkenazi custom; some also keep Adar II, and the Mechaber's custom is Adar II), and a
 *   passing in Adar II of a leap year in the last Adar of every year (Adar in a common year);
 *   a passing in Adar I of a leap year is in Adar of a common year, Adar I of a leap one, and
 *   30 Adar I (which common years lack) on 30 Shevat;
 * - 30 Cheshvan or 30 Kislev: when the first anniversary's month has no 30th day, the yahrzeit is
 *   the month's last day (the day before 1 Kislev, 1 Tevet) every year; otherwise 30 Cheshvan
 *   (Kislev), or 1 Kislev (1 Tevet) in a year whose month has only 29 days.
 */

export type { HebrewDay };

const dayOf = (hdate: HDate): HebrewDay => ({ year: hdate.getFullYear(), month: hdate.getMonth(), day: hdate.getDate() });
const hdateOfDay = (day: HebrewDay) => new HDate(day.day, day.month, day.year);

/** The Hebrew date of a passing on the Gregorian `date` (YYYY-MM-DD); after sunset it is the next Hebrew day. */
export function hebrewDateOfPassing(date: string, afterSunset: boolean): HebrewDay {
  const hdate = hdateOf(date);
  return dayOf(afterSunset ? hdate.next() : hdate);
}

/** The Hebrew date in English letters and in Hebrew ("15 Sh'vat 5786", "ט״ו שבט תשפ״ו"). */
export function hebrewDayText(day: HebrewDay): HebrewDate {
  return hebrewDateText(hdateOfDay(day));
}

/** The yahrzeit of a passing on `death` in the Hebrew year `hebrewYear` (YYYY-MM-DD), or null up to the year of the passing. */
export function yahrzeitInHebrewYear(death: HebrewDay, hebrewYear: number): string | null {
  const hdate = HebrewCalendar.getYahrzeit(hebrewYear, hdateOfDay(death));
  return hdate ? isoOf(hdate) : null;
}

/** Whether the passing on `death` has its yahrzeit on the Gregorian `date`. */
export function isYahrzeitOn(death: HebrewDay, date: string): boolean {
  return yahrzeitInHebrewYear(death, hdateOf(date).getFullYear()) === date;
}

/** The yahrzeits of `death` falling in the Gregorian year `year` (one, sometimes none or two). */
export function yahrzeitsInGregorianYear(death: HebrewDay, year: number): string[] {
  return yahrzeitsBetween(death, `${year}-01-01`, `${year}-12-31`);
}

/** The yahrzeits of `death` from `from` to `to`, both included, soonest first. */
export function yahrzeitsBetween(death: HebrewDay, from: string, to: string): string[] {
  const first = hdateOf(from).getFullYear();
  const last = hdateOf(to).getFullYear();
  const dates: string[] = [];
  for (let year = first; year <= last; year += 1) {
    const date = yahrzeitInHebrewYear(death, year);
    if (date && date >= from && date <= to) dates.push(date);
  }
  return dates;
}

/** The next `count` yahrzeits on or after `from` (YYYY-MM-DD), soonest first. */
export function nextYahrzeits(death: HebrewDay, from: string, count: number): string[] {
  const dates: string[] = [];
  for (let year = Math.max(hdateOf(from).getFullYear(), death.year + 1); dates.length < count; year += 1) {
    const date = yahrzeitInHebrewYear(death, year);
    if (date && date >= from) dates.push(date);
  }
  return dates;
}

/** The Hebrew year of a Gregorian day (a reminder is sent once per dedication and Hebrew year). */
export function hebrewYearOf(date: string): number {
  return hdateOf(date).getFullYear();
}

/**
 * The Hebrew (month, day) of every passing that may have its yahrzeit on `date`: a superset (a
 * 30 Cheshvan depends on the year of the passing), for the database to narrow its rows before
 * `isYahrzeitOn` decides. Found by asking hebcal about every day of a full 19-year cycle of
 * passings, so no rule is written twice.
 */
export function yahrzeitCandidatesOn(date: string): Array<{ month: number; day: number }> {
  const target = hdateOf(date);
  const year = target.getFullYear();
  const found = new Map<string, { month: number; day: number }>();
  for (let deathYear = year - 19; deathYear < year; deathYear += 1) {
    for (let month = 1; month <= HDate.monthsInYear(deathYear); month += 1) {
      const days = HDate.daysInMonth(month, deathYear);
      for (let day = 1; day <= days; day += 1) {
        if (found.has(`${month}-${day}`)) continue;
        const yahrzeit = HebrewCalendar.getYahrzeit(year, new HDate(day, month, deathYear));
        if (yahrzeit && yahrzeit.isSameDate(target)) found.set(`${month}-${day}`, { month, day });
      }
    }
  }
  return [...found.values()];
}

/** The calendar the GraphQL layer's dedications use (services.ts puts it into every context). */
export const dedicationCalendar: DedicationCalendar = {
  today: () => dateInZone(new Date(), env.SITE_TIMEZONE).iso,
  hebrewDateOfPassing,
  hebrewDayText,
  yahrzeitCandidatesOn,
  isYahrzeitOn,
  yahrzeitsBetween,
};
