import { calendarUrls, type CalendarUrls } from '@/features/learning/calendar-urls';

/** Where the organisation's events feed is served. */
export const EVENTS_FEED_PATH = '/calendar/events.ics';

/** The "Subscribe to this calendar" control leads here: the thank-you page with how to subscribe. */
export const SUBSCRIBE_PATH = '/calendar/thankyou?subscribed=calendar';

/** The feed's https address, its webcal:// address (calendar apps) and Google Calendar's add-by-URL link. */
export function eventsFeedUrls(origin: string): CalendarUrls {
  return calendarUrls(origin, EVENTS_FEED_PATH);
}
