import { describe, expect, it } from 'vitest';
import { icsLineProblems, icsValue, readIcs } from '@/features/learning/ics-reader';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './ics-writer';

describe('writeCalendar', () => {
  const text = writeCalendar({
    name: 'Test, with; marks',
    description: 'A line\nand a \\ backslash',
    stamp: '2026-11-21',
    events: [
      {
        uid: 'x-20261121@example.org',
        date: '2026-11-21',
        summary: 'Hiring 13, Borrowing and Deposit 1–2; twice',
        description: `הלכות שכירות פרק י״ג ${'מילים ארוכות בעברית '.repeat(8)}\nShiurim: https://example.org/a`,
        url: `https://example.org/learning/rambam/${'very-long-segment-'.repeat(6)}`,
      },
    ],
  });

  it('writes CRLF lines of at most 75 octets, folding Hebrew between characters', () => {
    expect(icsLineProblems(text)).toEqual([]);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    // No folded line breaks a UTF-8 sequence: every line decodes back to itself.
    for (const line of text.split('\r\n')) {
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(
        line,
      );
    }
  });

  it('reads back to the same values: escaping and folding undone', () => {
    const calendar = readIcs(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(icsValue(calendar, 'VERSION')).toBe('2.0');
    expect(icsValue(calendar, 'X-WR-CALNAME')).toBe('Test, with; marks');
    expect(icsValue(calendar, 'X-WR-CALDESC')).toBe('A line\nand a \\ backslash');
    const [event] = calendar.components;
    expect(event?.name).toBe('VEVENT');
    expect(icsValue(event!, 'SUMMARY')).toBe('Hiring 13, Borrowing and Deposit 1–2; twice');
    expect(icsValue(event!, 'DESCRIPTION')).toMatch(
      /^הלכות שכירות פרק י״ג .*\nShiurim: https:\/\/example\.org\/a$/,
    );
    expect(icsValue(event!, 'URL')).toBe(
      `https://example.org/learning/rambam/${'very-long-segment-'.repeat(6)}`,
    );
    expect(icsValue(event!, 'DTSTART')).toBe('20261121');
    expect(event!.properties.find((p) => p.name === 'DTSTART')?.params).toEqual({ VALUE: 'DATE' });
    expect(icsValue(event!, 'DTEND')).toBe('20261122');
    expect(icsValue(event!, 'DTSTAMP')).toBe('20261121T000000Z');
  });

  it('folds at exactly 75 octets, counting a continuation line’s leading space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
    // Hebrew letters are two octets: 37 fit on the first line (74 octets), never half of one.
    expect(foldLine('א'.repeat(40)).split('\r\n')).toEqual(['א'.repeat(37), ` ${'א'.repeat(3)}`]);
  });

  it('escapes TEXT as RFC 5545 asks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});


describe('timed events', () => {
  const text = writeCalendar({
    stamp: new Date('2026-11-20T10:11:12.345Z'),
    events: [
      {
        uid: 'event-7@learn.example.org',
        summary: 'Sample Siyum, with dinner; all welcome',
        description: 'Line one\nLine two',
        location: 'Sample Hall, 1 Example Street',
        url: 'https://learn.example.org/events/7',
        start: new Date('2026-11-25T23:30:00Z'),
        end: new Date('2026-11-26T01:00:00Z'),
      },
    ],
  });

  it('writes DTSTART and DTEND in UTC, with the stamp to the second', () => {
    const [event] = readIcs(text).components;
    expect(icsValue(event!, 'DTSTART')).toBe('20261125T233000Z');
    expect(icsValue(event!, 'DTEND')).toBe('20261126T010000Z');
    expect(event!.properties.find((p) => p.name === 'DTSTART')?.params).toEqual({});
    expect(icsValue(event!, 'DTSTAMP')).toBe('20261120T101112Z');
    expect(icsValue(event!, 'UID')).toBe('event-7@learn.example.org');
  });

  it('escapes the summary, description and location, and makes the time busy', () => {
    const [event] = readIcs(text).components;
    expect(icsValue(event!, 'SUMMARY')).toBe('Sample Siyum, with dinner; all welcome');
    expect(icsValue(event!, 'DESCRIPTION')).toBe('Line one\nLine two');
    expect(icsValue(event!, 'LOCATION')).toBe('Sample Hall, 1 Example Street');
    expect(text).toContain('LOCATION:Sample Hall\\, 1 Example Street\r\n');
    expect(icsValue(event!, 'TRANSP')).toBeUndefined();
    expect(icsLineProblems(text)).toEqual([]);
  });

  it('is a complete PUBLISH calendar without a feed’s name or refresh interval', () => {
    const calendar = readIcs(text);
    expect(icsValue(calendar, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(calendar, 'PRODID')).toBe('-//OpenShiur//Calendar//EN');
    expect(icsValue(calendar, 'X-WR-CALNAME')).toBeUndefined();
    expect(icsValue(calendar, 'REFRESH-INTERVAL')).toBeUndefined();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('formats UTC date-times in the basic form', () => {
    expect(utcDateTime(new Date('2026-03-08T07:05:09.999Z'))).toBe('20260308T070509Z');
  });
});
