
/** One timed event, as a sign-up mail attaches it. */
export interface TimedEvent {
  /** Globally unique and stable, so a calendar app updates the entry rather than adding another. */
  uid: string;
  title: string;
  startsAt: Date;
  /** None: calendar apps would show a zero-length entry, so an hour is assumed. */
  endsAt: Date | null;
  location?: string | null;
  description?: string | null;
  /** Absolute URL of the event's page. */
  url?: string;
}

const ASSUMED_LENGTH_MS = 60 * 60 * 1000;

/** A UTC DATE-TIME (RFC 5545 §3.3.5, form 2): `20300101T183000Z`. */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 §3.1), between characters, never inside one. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines give one octet to their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar document for one event (RFC 5545), in UTC so no time-zone block is needed.
 * METHOD:PUBLISH: an entry to add, not a meeting invitation that asks for a reply. The UID,
 * `event-{id}@{host}`, is the one the event page's own .ics uses, so both update one entry.
 *
 * Kept self-contained on purpose: the calendar work brings a shared writer (src/server/ics), and
 * this small module is then replaced by its `eventIcsDocument`.
 */
export function writeEventCalendar(event: TimedEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//OpenShiur//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt ?? new Date(event.startsAt.getTime() + ASSUMED_LENGTH_MS))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
