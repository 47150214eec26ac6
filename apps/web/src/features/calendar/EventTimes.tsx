import { formatDateTime, formatTime } from '@/lib/format';
import { dateInZone } from '@/lib/zoned-date';

/**
 * When an event is, as the organisation's clock shows it (SITE_TIMEZONE, with the zone's name):
 * "Nov 25, 2026, 7:30 PM EST – 9:30 PM", the end's date written only when it is another day.
 */
export function EventTimes({ startsAt, endsAt, timeZone }: { startsAt: string; endsAt?: string | null; timeZone: string }) {
  const sameDay = endsAt && dateInZone(new Date(startsAt), timeZone).iso === dateInZone(new Date(endsAt), timeZone).iso;
  return (
    <>
      <time dateTime={startsAt}>{formatDateTime(startsAt, timeZone)}</time>
      {endsAt ? (
        <>
          {' – '}
          <time dateTime={endsAt}>{sameDay ? formatTime(endsAt, timeZone) : formatDateTime(endsAt, timeZone)}</time>
        </>
      ) : null}
    </>
  );
}
