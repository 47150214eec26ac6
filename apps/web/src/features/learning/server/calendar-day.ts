/**
 * Calendar days as `YYYY-MM-DD` strings: the learning schedules work in whole days of the site's
 * time zone, so no clock time or time zone ever enters their arithmetic.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(iso: IsoDate): [year: number, month: number, day: number] {
  const match = isoPattern.exec(iso);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got "${iso}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days since 1970-01-01. */
export function dayNumber(iso: IsoDate): number {
  const [year, month, day] = parts(iso);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Every day from `from` to `to`, both included (nothing when `to` is before `from`). */
export function daysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(0, dayNumber(to) - first + 1) }, (_, index) =>
    fromDayNumber(first + index),
  );
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: IsoDate): number {
  return new Date(dayNumber(iso) * DAY_MS).getUTCDay();
}

/**
 * The day as a local-midnight `Date`, the form @hebcal reads a Gregorian day in (it takes the
 * Date's local year, month and day, whatever the server's time zone).
 */
export function toLocalDate(iso: IsoDate): Date {
  const [year, month, day] = parts(iso);
  return new Date(year, month - 1, day);
}

/** "Sunday, November 22, 2026" (`weekday: false`: "November 22, 2026"), as the site writes dates. */
export function formatDay(iso: IsoDate, { weekday: withWeekday = true } = {}): string {
  return new Date(dayNumber(iso) * DAY_MS).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withWeekday ? { weekday: 'long' } : {}),
  });
}

/** "Nov 22" (with the year when it is not `currentYear`), for long schedule lists. */
export function formatShortDay(iso: IsoDate, currentYear?: number): string {
  const [year] = parts(iso);
  return new Date(dayNumber(iso) * DAY_MS).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(year !== currentYear ? { year: 'numeric' } : {}),
  });
}
