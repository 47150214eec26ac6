/**
 * The Hebrew calendar the dedications need, supplied by the site (@hebcal/core is GPL-2.0 and
 * lives in the site's server code only, never in this package). Dates are 'YYYY-MM-DD'.
 */

/** A Hebrew date by its numbers: hebcal's months (Nisan 1 … Adar I or Adar 12, Adar II 13). */
export interface HebrewDay {
  year: number;
  month: number;
  day: number;
}

export interface DedicationCalendar {
  /** Today in the site's time zone: a passing is not in the future, a chosen day not in the past. */
  today(): string;
  /** The Hebrew date of a passing on `date`: after sunset, the next Hebrew day. */
  hebrewDateOfPassing(date: string, afterSunset: boolean): HebrewDay;
  /** A Hebrew date in English letters and in Hebrew. */
  hebrewDayText(day: HebrewDay): { english: string; hebrew: string };
  /** The Hebrew (month, day) of every passing that may have its yahrzeit on `date` (a superset). */
  yahrzeitCandidatesOn(date: string): Array<{ month: number; day: number }>;
  /** Whether a passing on `death` has its yahrzeit on `date`. */
  isYahrzeitOn(death: HebrewDay, date: string): boolean;
  /** The yahrzeits of `death` from `from` to `to`, both included, soonest first. */
  yahrzeitsBetween(death: HebrewDay, from: string, to: string): string[];
}
