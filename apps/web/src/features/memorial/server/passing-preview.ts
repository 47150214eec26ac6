import 'server-only';
import { formatDay } from '@/features/learning/server/calendar-day';
import { hebrewDateOf } from '@/server/hebrew-calendar';
import type { PassingPreview } from '../dedication-form-state';
import { hebrewDateOfPassing, hebrewDayText, nextYahrzeits } from './yahrzeit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day (YYYY-MM-DD) between 1900 and 2199. */
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= '2199-12-31';
}

/**
 * The Hebrew date of a passing on `passedOn` (after sunset: the next Hebrew day) and its next three
 * yahrzeits from `today`; null for a date that is not a real one or is in the future.
 */
export function passingPreview(passedOn: string, afterSunset: boolean, today: string): PassingPreview | null {
  if (!isRealDate(passedOn) || passedOn > today) return null;
  const passing = hebrewDateOfPassing(passedOn, afterSunset);
  return {
    ...hebrewDayText(passing),
    afterSunset,
    nextYahrzeits: nextYahrzeits(passing, today, 3).map((date) => ({ date, label: formatDay(date), hebrew: hebrewDateOf(date).english })),
  };
}
