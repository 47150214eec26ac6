/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD'): no time zone and no clock, so the same input
 * always gives the same answer (the caller passes "today" from the site's own date).
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got '${iso}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The date `days` after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(toUtcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(toUtcMs(iso)).getUTCDay();
}

/** "Thursday, January 1, 2026". */
export function formatLongDate(iso: string): string {
  return new Date(toUtcMs(iso)).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Jan 1, 2026". */
export function formatShortDate(iso: string): string {
  return new Date(toUtcMs(iso)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Jan 1 – 8, 2026", "Dec 27, 2026 – Jan 3, 2027", or one date when the span is a single day. */
export function formatDateSpan(start: string, end: string): string {
  if (start === end) return formatShortDate(start);
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  const date = new Date(toUtcMs(start));
  if (startYear !== endYear) return `${formatShortDate(start)} – ${formatShortDate(end)}`;
  const monthDay = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const endDay = Number(end.slice(8));
  const endText =
    startMonth === endMonth
      ? String(endDay)
      : new Date(toUtcMs(end)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${monthDay} – ${endText}, ${endYear}`;
}

/**
 * An instant as a UTC date-time in the basic form calendars exchange (`20261125T143000Z`): iCalendar's
 * DTSTART/DTEND and Google Calendar's `dates`. Seconds kept, milliseconds dropped.
 */
export function utcBasicDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}
