import 'server-only';
import { gematriya, HDate } from '@hebcal/core';

/**
 * Hebrew dates for the site's pages (@hebcal/core is GPL-2.0: server code only). Dates go in and
 * out as 'YYYY-MM-DD'; a HDate is built from local calendar parts and read back the same way, so
 * the server's own time zone never shifts a day.
 */
export function hdateOf(iso: string): HDate {
  const [year, month, day] = iso.split('-').map(Number);
  return new HDate(new Date(year!, month! - 1, day!));
}

export function isoOf(hdate: HDate): string {
  const date = hdate.greg();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Vowel points and cantillation, which the site's Hebrew is written without. */
const POINTS = /[\u0591-\u05c7]/g;

/** A Hebrew date in English letters ("12 Tevet 5786") and in Hebrew ("י״ב טבת תשפ״ו"). */
export interface HebrewDate {
  english: string;
  hebrew: string;
}

export function hebrewDateOf(iso: string): HebrewDate {
  return hebrewDateText(hdateOf(iso));
}

/** A HDate in English letters and in Hebrew, as `hebrewDateOf` writes a day's. */
export function hebrewDateText(hdate: HDate): HebrewDate {
  return {
    english: `${hdate.getDate()} ${hdate.getMonthName()} ${hdate.getFullYear()}`,
    hebrew: hdate.renderGematriya().replace(POINTS, ''),
  };
}

/** A number in Hebrew letters, as dapim are numbered ("ה׳", "ס״ד"). */
export function hebrewNumeral(value: number): string {
  return gematriya(value);
}
