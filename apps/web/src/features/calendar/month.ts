import { addDays, weekdayOf } from '@/lib/calendar-date';
import { dateInZone, instantOfWallTime } from '@/lib/zoned-date';

/**
 * Calendar months: their addresses (`/calendar/YYYY-MM`), their grid of weeks and the instants
 * they span in the site's time zone. Plain helpers: no clock (the caller passes "today") and no
 * server code.
 */

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/**
 * The months the calendar shows. Outside them an address is a 404: the Hebrew calendar and the
 * time-zone data are reliable there, and a crawler following "next month" stops somewhere.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM` as the address writes it; anything else (or a month out of range) is null. */
export function parseMonthParam(value: string | undefined): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return isShownMonth(month) ? month : null;
}

export function isShownMonth({ year, month }: CalendarMonth): boolean {
  return Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12 && year >= FIRST_YEAR && year <= LAST_YEAR;
}

export const monthParam = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}`;
export const monthPath = (month: CalendarMonth) => `/calendar/${monthParam(month)}`;

/** The month a `YYYY-MM-DD` date falls in. */
export function monthOf(iso: string): CalendarMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const firstDayOf = (month: CalendarMonth) => `${monthParam(month)}-01`;
export const lastDayOf = (month: CalendarMonth) => addDays(firstDayOf(addMonths(month, 1)), -1);

export function daysIn(month: CalendarMonth): string[] {
  const first = firstDayOf(month);
  const count = Number(lastDayOf(month).slice(8));
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** "December 2026". */
export function monthLabel({ year, month }: CalendarMonth): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The month as weeks from Sunday to Saturday: every week has seven cells, and the cells before the
 * first and after the last day of the month are null (they belong to the neighbouring months).
 */
export function monthWeeks(month: CalendarMonth): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(weekdayOf(firstDayOf(month))).fill(null), ...daysIn(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The instants the month spans in `timeZone`: from midnight of its first day (included) to
 * midnight of the next month's first day (left out). An event belongs to the month when it starts
 * in this window, as the site's clock shows it, whatever the server's own zone or a DST change.
 */
export function monthWindow(month: CalendarMonth, timeZone: string): { from: Date; to: Date } {
  const startOf = (first: string) => instantOfWallTime(`${first}T00:00`, timeZone)!;
  return { from: startOf(firstDayOf(month)), to: startOf(firstDayOf(addMonths(month, 1))) };
}

/** The day (`YYYY-MM-DD`) an event starting at `startsAt` is on, in `timeZone`. */
export function dayOfInstant(startsAt: string | Date, timeZone: string): string {
  return dateInZone(new Date(startsAt), timeZone).iso;
}
