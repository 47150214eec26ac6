import 'server-only';
import { cacheLife } from 'next/cache';
import { env } from '@/env';
import { dateInZone, todayLifetime, type SiteDate } from '@/lib/zoned-date';

export { dateInZone, type SiteDate } from '@/lib/zoned-date';

/**
 * Today in the site's time zone (SITE_TIMEZONE). Server code that shows "today's" learning takes
 * the date from here and never reads the clock itself. The answer is cached until the next
 * midnight there, so every cached page that shows today's learning turns over at midnight too
 * (a cache entry lives no longer than the shortest-lived entry inside it). Near midnight the
 * lifetime is held at five minutes so pages stay prerenderable (see `todayLifetime`).
 */
export async function siteToday(): Promise<SiteDate> {
  'use cache';
  const now = new Date();
  cacheLife(todayLifetime(now, env.SITE_TIMEZONE));
  return dateInZone(now, env.SITE_TIMEZONE);
}
