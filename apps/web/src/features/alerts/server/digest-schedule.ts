import { instantOfWallTime, wallTimeOf } from '@/lib/zoned-date';

/** The digest goes out at this hour of the organisation's day (SITE_TIMEZONE): a morning read. */
export const DIGEST_HOUR = 7;

const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first digest time after `now`: today at DIGEST_HOUR in `timeZone` if still ahead, else tomorrow's. */
export function nextDigestAt(now: Date, timeZone: string): Date {
  const hour = `T${String(DIGEST_HOUR).padStart(2, '0')}:00`;
  let day = wallTimeOf(now, timeZone).slice(0, 10);
  for (let tries = 0; tries < 3; tries += 1) {
    const at = instantOfWallTime(day + hour, timeZone);
    if (at && at.getTime() > now.getTime()) return at;
    day = nextDay(day);
  }
  throw new Error(`No digest time after ${now.toISOString()} in ${timeZone}`);
}
