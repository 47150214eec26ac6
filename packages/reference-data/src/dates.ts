/**
 * Calendar-day arithmetic without time zones: a day is the number of days since 1970-01-01.
 * A `Date` counts as its local calendar day (what a user in that zone would call "today"); a
 * string must be 'YYYY-MM-DD' and is taken literally.
 */

/** A date as schedules accept it: a `Date` (its local calendar day) or an ISO 'YYYY-MM-DD' string. */
export type CalendarDateInput = Date | string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const millisecondsPerDay = 86_400_000;

/**
 * Day number (days since 1970-01-01) of a calendar date.
 * @throws {RangeError} when the string is not a valid 'YYYY-MM-DD' date, or the Date is invalid.
 */
export function toDayNumber(date: CalendarDateInput): number {
  if (typeof date === 'string') {
    const match = isoDatePattern.exec(date);
    if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got '${date}'`);
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    // Date.UTC rolls over out-of-range parts (2025-02-30 → March 2); reject instead.
    if (new Date(time).getUTCDate() !== day || new Date(time).getUTCMonth() !== month - 1) {
      throw new RangeError(`Not a calendar date: '${date}'`);
    }
    return time / millisecondsPerDay;
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / millisecondsPerDay;
}

/** 'YYYY-MM-DD' of a day number. */
export function toIsoDate(dayNumber: number): string {
  return new Date(dayNumber * millisecondsPerDay).toISOString().slice(0, 10);
}

/** Day of the week of a day number, 0 = Sunday … 6 = Saturday. */
export function weekday(dayNumber: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7;
}
