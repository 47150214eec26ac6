import { eventsFeedResponse } from '@/features/calendar/server/calendar-files';

/** `/calendar/events.ics`: the organisation's events as an iCalendar feed, for subscribing by webcal:// or downloading. */
export async function GET(request: Request) {
  return eventsFeedResponse(request);
}
