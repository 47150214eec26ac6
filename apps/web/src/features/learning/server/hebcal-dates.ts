import 'server-only';
import { HDate, gematriya } from '@hebcal/core';
import { dayNumber, fromDayNumber, toLocalDate, type IsoDate } from './calendar-day';

/** The Hebrew date of a calendar day. */
export const hebrewDateOf = (iso: IsoDate): HDate => new HDate(toLocalDate(iso));

/** Rata Die (R.D.) day number, the absolute day count @hebcal/learning's cycles are defined in. */
export const rataDie = (iso: IsoDate): number => hebrewDateOf(iso).abs();

/** R.D. of 1970-01-01: converts between R.D. and the days-since-1970 of `calendar-day`. */
const RATA_DIE_OF_1970 = 719_163;

export const isoOfRataDie = (abs: number): IsoDate => fromDayNumber(abs - RATA_DIE_OF_1970);

/** Days since the start of a cycle of `length` days that began on R.D. `start`, on `iso`. */
export function dayInCycle(iso: IsoDate, start: number, length: number): number {
  return (((rataDie(iso) - start) % length) + length) % length;
}

/** The first day of the cycle of `length` days (first begun on R.D. `start`) that includes `iso`. */
export function cycleStartOn(iso: IsoDate, start: number, length: number): IsoDate {
  return fromDayNumber(dayNumber(iso) - dayInCycle(iso, start, length));
}

/** A number in Hebrew numerals with geresh/gershayim: 15 → ט״ו. */
export const hebrewNumeral = (value: number): string => gematriya(value);

/**
 * A number in Hebrew letters without geresh or gershayim, as in citations of a place ("ב:ג",
 * "כה:א"), where the marks would crowd the colon.
 */
export const hebrewCitationNumeral = (value: number): string =>
  gematriya(value).replace(/[׳״]/g, '');
