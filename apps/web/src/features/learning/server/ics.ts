import { addDays, type IsoDate } from './calendar-day';

/** An all-day event. */
export interface CalendarEvent {
  /** Globally unique and stable: the same day of the same programme always has the same UID. */
  uid: string;
  date: IsoDate;
  summary: string;
  description?: string;
  /** Absolute URL. */
  url?: string;
}

export interface Calendar {
  name: string;
  description: string;
  /** When the calendar was generated, as a day: DTSTAMP of every event (midnight UTC). */
  stamp: IsoDate;
  events: readonly CalendarEvent[];
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const basicDate = (iso: IsoDate) => iso.replaceAll('-', '');

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

/** An iCalendar file (RFC 5545): escaped values, folded lines, CRLF line ends. */
export function writeCalendar(calendar: Calendar): string {
  const stamp = `${basicDate(calendar.stamp)}T000000Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//OpenShiur//Daily learning//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    // Ask calendar apps to fetch the rolling window again every day.
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      // A study reading, not an appointment: it does not make the day busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
