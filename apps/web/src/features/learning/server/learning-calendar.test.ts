import { describe, expect, it } from 'vitest';
import { icsLineProblems, icsValue, readIcs } from '@/features/learning/ics-reader';
import { writeCalendar } from '@/server/ics/ics-writer';
import { addDays } from './calendar-day';
import { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK, learningCalendar } from './learning-calendar';
import { findProgramme, learningProgrammes } from './programmes';

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
      // A feed apps re-fetch daily; readings do not make the day busy.
      expect(icsValue(readIcs(text), 'REFRESH-INTERVAL')).toBe('P1D');
      expect(icsValue(events[0]!, 'TRANSP')).toBe('TRANSPARENT');
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
