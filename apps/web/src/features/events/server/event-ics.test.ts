import { describe, expect, it } from 'vitest';
import { writeEventCalendar } from './event-ics';

describe('an event as an .ics file', () => {
  it('writes one timed VEVENT in UTC with escaped text and CRLF lines', () => {
    const ics = writeEventCalendar(
      {
        uid: 'event-7@openshiur.example',
        title: 'Sample Siyum, with dinner',
        startsAt: new Date('2030-03-04T18:30:00.000Z'),
        endsAt: null,
        location: 'Sample Hall; upstairs',
        url: 'https://www.openshiur.example/events/7',
      },
      new Date('2030-01-01T00:00:00.000Z'),
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//OpenShiur//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-7@openshiur.example',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300304T183000Z',
      'DTEND:20300304T193000Z',
      'SUMMARY:Sample Siyum\\, with dinner',
      'LOCATION:Sample Hall\\; upstairs',
      'URL:https://www.openshiur.example/events/7',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('long and non-Latin text', () => {
  it('folds lines at 75 octets without splitting a character', () => {
    const ics = writeEventCalendar({ uid: 'u', title: `Siyum ${'שלום '.repeat(30)}`, startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: null });
    const lines = ics.split('\r\n');
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(new TextEncoder().encode(lines[summary]!).length).toBeLessThanOrEqual(75);
    expect(lines[summary + 1]!.startsWith(' ')).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Siyum ${'שלום '.repeat(30)}`);
  });
});
