/** A calendar date in some time zone. */
export interface SiteDate {
  /** `YYYY-MM-DD`. */
  iso: string;
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const DAY_SECONDS = 86_400;

function parts(instant: Date, timeZone: string) {
  const values = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(values.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    secondsSinceMidnight: part('hour') * 3600 + part('minute') * 60 + part('second'),
  };
}

/** The calendar date of `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): SiteDate {
  const { year, month, day } = parts(instant, timeZone);
  return { iso: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, year, month, day };
}

/**
 * Whole seconds from `instant` to the next midnight in `timeZone`. A day with a daylight-saving
 * change is 23 or 25 hours long, so the first guess (24 h minus the wall-clock time) is checked
 * against the wall clock at the guessed instant and corrected by the difference.
 */
export function secondsUntilMidnight(instant: Date, timeZone: string): number {
  const since = parts(instant, timeZone).secondsSinceMidnight;
  let remaining = DAY_SECONDS - since;
  const landed = parts(new Date(instant.getTime() + remaining * 1000), timeZone).secondsSinceMidnight;
  if (landed !== 0) remaining += landed < DAY_SECONDS / 2 ? -landed : DAY_SECONDS - landed;
  // Sub-second precision: round up so the answer never lands just before midnight.
  return Math.ceil(remaining - (instant.getTime() % 1000) / 1000);
}

/**
 * Next.js treats a `'use cache'` entry that expires within five minutes as request-time data: it
 * cannot be part of a prerendered page, and `next build` fails on every page that shows today's
 * date when it runs in the last five minutes before midnight (it did, at 23:58 in New York). This
 * mirrors Next's `MIN_PRERENDERABLE_EXPIRE`.
 */
export const MIN_PRERENDERABLE_SECONDS = 300;

/** How long "today" may be reused: `stale`, `revalidate` and `expire` for `cacheLife`. */
export interface TodayLifetime {
  stale: number;
  revalidate: number;
  expire: number;
}

/**
 * The cache lifetime of "today" at `instant`: until the next midnight in `timeZone`, but never
 * under five minutes, so a page built or revalidated just before midnight stays prerenderable.
 * The price is that such a page may show the old date for up to five minutes after midnight.
 */
export function todayLifetime(instant: Date, timeZone: string): TodayLifetime {
  const remaining = Math.max(MIN_PRERENDERABLE_SECONDS, secondsUntilMidnight(instant, timeZone));
  return { stale: MIN_PRERENDERABLE_SECONDS, revalidate: remaining, expire: remaining };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What a clock in `timeZone` shows at `instant`, as a datetime-local input's value (`YYYY-MM-DDTHH:mm`). */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const { year, month, day, secondsSinceMidnight } = parts(instant, timeZone);
  const minutes = Math.floor(secondsSinceMidnight / 60);
  return `${year}-${pad(month)}-${pad(day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole minutes). */
function offsetAt(instant: Date, timeZone: string): number {
  const { year, month, day, secondsSinceMidnight } = parts(instant, timeZone);
  const wall = Date.UTC(year, month - 1, day) + secondsSinceMidnight * 1000;
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which a clock in `timeZone` shows `wallTime` (`YYYY-MM-DDTHH:mm`, a datetime-local
 * input's value); null when it is not such a value or not a real date. A time that a daylight-saving
 * change skips (02:30 on the night clocks go forward) gives the instant an hour later on the clock.
 */
export function instantOfWallTime(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at a first guess, then at the corrected instant: across a change they differ.
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  const second = new Date(asUtc - offsetAt(new Date(first), timeZone));
  // In a skipped hour no instant shows the time; the first guess is the one after the change.
  return wallTimeOf(second, timeZone) === wallTime ? second : new Date(first);
}
