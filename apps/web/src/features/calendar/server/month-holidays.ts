import 'server-only';
import { flags, HebrewCalendar, type Event as HebcalEvent } from '@hebcal/core';
import { hdateOf, isoOf } from '@/server/hebrew-calendar';

/**
 * The Jewish holidays, fasts, modern holidays and Rosh Chodesh of a span of days, for the calendar
 * (@hebcal/core is GPL-2.0: server code only, never in a client bundle). Diaspora or Israel as the
 * site is (`SITE_IN_ISRAEL`): Israel keeps one day of Yom Tov where the diaspora keeps two.
 */

export type HolidayKind = 'yom-tov' | 'holiday' | 'fast' | 'modern' | 'rosh-chodesh';

export interface CalendarHoliday {
  /** `YYYY-MM-DD`. */
  date: string;
  /** "Rosh Hashana 5787", "Tzom Gedaliah", "Rosh Chodesh Kislev". */
  title: string;
  /** The same in Hebrew, without vowel points. */
  hebrew: string;
  kind: HolidayKind;
}

const POINTS = /[\u0591-\u05c7]/g;

function kindOf(event: HebcalEvent): HolidayKind {
  const mask = event.getFlags();
  if (mask & (flags.MAJOR_FAST | flags.MINOR_FAST)) return 'fast';
  if (mask & flags.MODERN_HOLIDAY) return 'modern';
  if (mask & flags.ROSH_CHODESH) return 'rosh-chodesh';
  if (mask & flags.CHAG) return 'yom-tov';
  return 'holiday';
}

/** Every holiday from `start` to `end` (both `YYYY-MM-DD`, both included), in date order. */
export function holidaysBetween(start: string, end: string, inIsrael: boolean): CalendarHoliday[] {
  const events = HebrewCalendar.calendar({
    start: hdateOf(start),
    end: hdateOf(end),
    il: inIsrael,
    // Holidays, fasts (minor ones too), modern holidays and Rosh Chodesh; not the special
    // Shabbatot, the parsha, the Omer or candle-lighting times.
    noSpecialShabbat: true,
    noMinorFast: false,
    noModern: false,
    noRoshChodesh: false,
    noHolidays: false,
  });
  return events.map((event) => ({
    date: isoOf(event.getDate()),
    title: event.render('en'),
    hebrew: event.render('he').replace(POINTS, ''),
    kind: kindOf(event),
  }));
}
