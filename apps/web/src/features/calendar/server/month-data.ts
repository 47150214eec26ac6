import 'server-only';
import { cacheLife } from 'next/cache';
import { env } from '@/env';
import { formatTime } from '@/lib/format';
import { hebrewDateOf } from '@/server/hebrew-calendar';
import { siteToday } from '@/server/site-date';
import { dayOfInstant, daysIn, firstDayOf, lastDayOf, monthWindow, type CalendarMonth } from '../month';
import { eventsBetween } from './events-between';
import { holidaysBetween, type CalendarHoliday } from './month-holidays';

export interface DayEvent {
  id: string;
  title: string;
  startsAt: string;
  /** "7:30 PM" in SITE_TIMEZONE. */
  time: string;
  location: string | null;
}

export interface CalendarDay {
  date: string;
  /** "22 Elul" and "כ״ב אלול": the Hebrew date without its year. */
  hebrewDate: { english: string; hebrew: string };
  holidays: CalendarHoliday[];
  events: DayEvent[];
}

export interface MonthData {
  month: CalendarMonth;
  days: CalendarDay[];
  /** Today in SITE_TIMEZONE, `YYYY-MM-DD`. */
  today: string;
}

/**
 * The Hebrew side of a month (dates and holidays): it never changes for a given month and place,
 * so it is computed once and kept as long as the cache keeps anything.
 */
async function hebrewMonth(year: number, month: number) {
  'use cache';
  cacheLife('max');
  const calendarMonth = { year, month };
  const holidays = holidaysBetween(firstDayOf(calendarMonth), lastDayOf(calendarMonth), env.SITE_IN_ISRAEL);
  return daysIn(calendarMonth).map((date) => {
    const { english, hebrew } = hebrewDateOf(date);
    return {
      date,
      // The year is the month heading's business; each day shows its day and month.
      hebrewDate: { english: english.replace(/ \d+$/, ''), hebrew: hebrew.split(' ').slice(0, -1).join(' ') },
      holidays: holidays.filter((holiday) => holiday.date === date),
    };
  });
}

/** Everything the month's page shows: each day's Hebrew date, holidays and events, and today. */
export async function monthData(month: CalendarMonth): Promise<MonthData> {
  const { from, to } = monthWindow(month, env.SITE_TIMEZONE);
  const [days, events, today] = await Promise.all([hebrewMonth(month.year, month.month), eventsBetween(from, to), siteToday()]);
  const byDay = new Map<string, DayEvent[]>();
  for (const event of events) {
    const day = dayOfInstant(event.startsAt, env.SITE_TIMEZONE);
    byDay.set(day, [
      ...(byDay.get(day) ?? []),
      { id: event.id, title: event.title, startsAt: event.startsAt, time: formatTime(event.startsAt, env.SITE_TIMEZONE), location: event.location ?? null },
    ]);
  }
  return { month, today: today.iso, days: days.map((day) => ({ ...day, events: byDay.get(day.date) ?? [] })) };
}
