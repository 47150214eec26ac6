import 'server-only';
import { siteToday } from '@/server/site-date';
import type { IsoDate } from './calendar-day';

/**
 * Today (the site's time zone) for the daily-learning pages. `siteToday()` is cached until the
 * next midnight there, so the cached pages built on it are renewed when the day turns.
 */
export async function learningToday(): Promise<IsoDate> {
  return (await siteToday()).iso;
}
