import { utcBasicDateTime } from '@/lib/calendar-date';
import { plainTextOf } from '@/lib/plain-text';

/**
 * Where an event lives on the site, and "add to calendar" addresses for it. Plain helpers (no
 * server code): the event page and the calendar files share them.
 */

/** The event's fields these helpers read (GraphQL's Event, or a row a mail job holds). */
export interface CalendarEventSource {
  id: string | number;
  title: string;
  description?: string | null;
  location?: string | null;
  /** ISO-8601, or a Date. */
  startsAt: string | Date;
  endsAt?: string | Date | null;
  /** Registration or livestream link: absolute, or a path on the site. */
  url?: string | null;
}

export const eventPath = (id: string | number) => `/events/${id}`;
export const eventIcsPath = (id: string | number) => `/events/${id}/event.ics`;

/** An event without an end is shown as an hour long, in the files and the links alike. */
export const DEFAULT_EVENT_MS = 3_600_000;

export function eventTimes(event: Pick<CalendarEventSource, 'startsAt' | 'endsAt'>): { start: Date; end: Date } {
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + DEFAULT_EVENT_MS);
  return { start, end };
}

/** The description a calendar app shows: the event's words as plain text, then where to find out more. */
export function eventDetails(event: CalendarEventSource, siteUrl: string): string {
  const page = new URL(eventPath(event.id), siteUrl).href;
  const link = event.url ? new URL(event.url, siteUrl).href : undefined;
  return [
    event.description ? plainTextOf(event.description) : '',
    link && link !== page ? `Details and registration: ${link}` : '',
    `On the site: ${page}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Google Calendar's address length limit is near 2 kB in some browsers: long descriptions are cut. */
const MAX_DETAILS = 1_000;

/** Google Calendar's "create event" page, filled in (`action=TEMPLATE`; times in UTC). */
export function googleCalendarEventUrl(event: CalendarEventSource, siteUrl: string): string {
  const { start, end } = eventTimes(event);
  const details = eventDetails(event, siteUrl);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcBasicDateTime(start)}/${utcBasicDateTime(end)}`,
    details: details.length > MAX_DETAILS ? `${details.slice(0, MAX_DETAILS - 1).trimEnd()}…` : details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
