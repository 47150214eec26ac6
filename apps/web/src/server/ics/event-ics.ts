import 'server-only';
import { eventDetails, eventPath, eventTimes, type CalendarEventSource } from '@/features/calendar/event-links';
import { writeCalendar, type IsoDate, type TimedEvent } from './ics-writer';

/**
 * The organisation's events as iCalendar: one event's file (the event page's download, and the
 * attachment of a sign-up confirmation) and the events feed (`/calendar/events.ics`).
 */

/** The site the files point at: its public origin (SITE_URL, or the request's) and its name. */
export interface CalendarSite {
  url: string;
  name: string;
}

/** The event as a calendar entry. Its UID is the event id at the site's host: stable across edits. */
export function calendarEventOf(event: CalendarEventSource, site: CalendarSite): TimedEvent {
  const { start, end } = eventTimes(event);
  return {
    uid: `event-${event.id}@${new URL(site.url).host}`,
    summary: event.title,
    description: eventDetails(event, site.url),
    ...(event.location ? { location: event.location } : {}),
    url: new URL(eventPath(event.id), site.url).href,
    start,
    end,
  };
}

/**
 * One event as a complete `.ics` document (METHOD:PUBLISH), ready to download or attach to an
 * e-mail. `stamp` (DTSTAMP) is when the file is made; pass a fixed one for a reproducible file.
 */
export function eventIcsDocument(event: CalendarEventSource, site: CalendarSite, stamp: Date = new Date()): string {
  return writeCalendar({ product: 'Events', stamp, events: [calendarEventOf(event, site)] });
}

/** The events feed: a named calendar apps subscribe to and fetch again every day. */
export function eventsFeedDocument(events: readonly CalendarEventSource[], site: CalendarSite, today: IsoDate): string {
  return writeCalendar({
    product: 'Events',
    name: `${site.name} events`,
    description: `Events of ${site.name}. Each links to its page on the site.`,
    // A day, not an instant: the feed's text stays the same all day, so it can be cached.
    stamp: today,
    refreshInterval: 'P1D',
    events: events.map((event) => calendarEventOf(event, site)),
  });
}
