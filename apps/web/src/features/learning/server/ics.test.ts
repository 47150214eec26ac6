import { describe, expect, it } from 'vitest';
import { icsLineProblems, icsValue, readIcs } from '@/features/learning/ics-reader';
import { addDays } from './calendar-day';
import { escapeText, foldLine, writeCalendar } from './ics';
import { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK, learningCalendar } from './learning-calendar';
import { findProgramme, learningProgrammes } from './programmes';

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

describe('learningCalendar', () => {
  const today = '2026-11-22';
  const options = { today, siteUrl: 'https://learn.example.org', siteName: 'OpenShiur' };

  it.each(learningProgrammes.map((programme) => [programme.id, programme] as const))(
    '%s: a day per event over the rolling window, with stable unique UIDs and links to the site',
    (_id, programme) => {
      const text = writeCalendar(learningCalendar(programme, options));
      expect(icsLineProblems(text)).toEqual([]);
      const events = readIcs(text).components.filter((component) => component.name === 'VEVENT');
      expect(events.length).toBeGreaterThan(
        (CALENDAR_DAYS_BACK + CALENDAR_DAYS_AHEAD) * (programme.id === 'mitzvot' ? 0.7 : 0.98),
      );
      expect(events.length).toBeLessThanOrEqual(CALENDAR_DAYS_BACK + CALENDAR_DAYS_AHEAD + 1);
      const uids = events.map((event) => icsValue(event, 'UID'));
      expect(new Set(uids).size).toBe(events.length);
      for (const event of events) {
        expect(icsValue(event, 'UID')).toMatch(
          new RegExp(`^${programme.id}-\\d{8}@learn\\.example\\.org$`),
        );
        expect(icsValue(event, 'URL')).toMatch(
          /^https:\/\/learn\.example\.org\/(learning|dafyomi)\//,
        );
        expect(icsValue(event, 'SUMMARY')).toMatch(
          new RegExp(`^${programme.shortName.replace(/[()]/g, '\\$&')}: `),
        );
      }
      const first = icsValue(events[0]!, 'DTSTART')!;
      expect(first >= addDays(today, -CALENDAR_DAYS_BACK).replaceAll('-', '')).toBe(true);
    },
  );

  it('keeps the same UID for the same day whenever the calendar is made', () => {
    const programme = findProgramme('daf-yomi')!;
    const uidOn = (todayOfFetch: string, day: string) =>
      learningCalendar(programme, { ...options, today: todayOfFetch }).events.find(
        (event) => event.date === day,
      )?.uid;
    expect(uidOn('2026-11-22', '2026-12-01')).toBe(uidOn('2026-11-29', '2026-12-01'));
    expect(uidOn('2026-11-22', '2026-12-01')).toBe('daf-yomi-20261201@learn.example.org');
  });

  it('titles each day with its unit and describes it in Hebrew with links', () => {
    const calendar = learningCalendar(findProgramme('daf-yomi')!, options);
    const event =
      calendar.events.find((entry) => entry.date === '2020-01-05') ??
      calendar.events.find((entry) => entry.date === today)!;
    expect(event.summary).toMatch(/^Daf Yomi: \S+/);
    expect(event.url).toMatch(/^https:\/\/learn\.example\.org\/dafyomi\/[a-z-]+\/\d+$/);
    expect(event.description).toMatch(/דף/);
    expect(event.description).toContain(`Shiurim: ${event.url}`);
    expect(event.description).toMatch(/Text: https:\/\/www\.sefaria\.org\//);
  });
});
