import { utcBasicDateTime } from '@/lib/calendar-date';

/**
 * An iCalendar writer (RFC 5545) for the site's calendars: the daily-learning feeds (all-day
 * events), the organisation's events feed and one event's file (timed events, in UTC). Plain code
 * (no request, no environment), so any server module (a route, a mail job attaching a file) can use it.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;

interface EventFields {
  /** Globally unique and stable: the same thing always has the same UID, so apps update it in place. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  /** Absolute URL. */
  url?: string;
}

/** An all-day event (a study reading). It does not make the day busy. */
export interface AllDayEvent extends EventFields {
  date: IsoDate;
}

/** An event at a time: written in UTC (`…Z`), so no time zone definitions are needed. */
export interface TimedEvent extends EventFields {
  start: Date;
  end: Date;
}

export type CalendarEvent = AllDayEvent | TimedEvent;

export interface Calendar<Event extends CalendarEvent = CalendarEvent> {
  /** PRODID's product part: `-//OpenShiur//{product}//EN`. */
  product?: string;
  /** X-WR-CALNAME / X-WR-CALDESC: the name an app gives a subscribed calendar. */
  name?: string;
  description?: string;
  /**
   * DTSTAMP of every event. A day (midnight UTC) keeps a feed's text the same all day, so it can be
   * cached; a single event's file may give the instant it was made.
   */
  stamp: IsoDate | Date;
  /** For feeds: how often apps should fetch again (an ISO duration such as `P1D`). */
  refreshInterval?: string;
  events: readonly Event[];
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const DAY_MS = 86_400_000;
const basicDate = (iso: IsoDate) => iso.replaceAll('-', '');
const nextDay = (iso: IsoDate) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A UTC date-time in the basic form (`20261125T143000Z`), seconds kept, milliseconds dropped. */
export const utcDateTime = utcBasicDateTime;

const stampOf = (stamp: IsoDate | Date) =>
  typeof stamp === 'string' ? `${basicDate(stamp)}T000000Z` : utcDateTime(stamp);

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets, continuation lines starting
 * with a space. Octets are UTF-8, and the line is cut between characters (code points), never
 * inside one, so Hebrew text survives folding.
 *
 * (@hebcal/icalendar folds the same way, but cannot be loaded here: its `murmurhash3` dependency
 * is a native addon this workspace does not build.)
 */
export function foldLine(line: string): string {
  const folded: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines give one octet to their leading space.
    const limit = folded.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      folded.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  folded.push(current);
  return folded.join('\r\n ');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const allDay = 'date' in event;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...(allDay
      ? [`DTSTART;VALUE=DATE:${basicDate(event.date)}`, `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`]
      : [`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(event.end)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // A study reading does not make the day busy; a meeting at a time does (the default, OPAQUE).
    ...(allDay ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/** An iCalendar file (RFC 5545, METHOD:PUBLISH): escaped values, folded lines, CRLF line ends. */
export function writeCalendar(calendar: Calendar): string {
  const stamp = stampOf(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//OpenShiur//${calendar.product ?? 'Calendar'}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    ...(calendar.refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`, `X-PUBLISHED-TTL:${calendar.refreshInterval}`]
      : []),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
