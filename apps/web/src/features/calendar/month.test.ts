import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOfInstant,
  monthLabel,
  monthWeeks,
  monthWindow,
  parseMonthParam,
} from './month';

describe('parseMonthParam', () => {
  it('takes YYYY-MM within the calendar’s years', () => {
    expect(parseMonthParam('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthParam('1900-01')).toEqual({ year: 1900, month: 1 });
    expect(parseMonthParam('2199-12')).toEqual({ year: 2199, month: 12 });
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '1899-12', '2200-01', 'abcd-ef', '', undefined, '２０２６-01'])(
    'refuses %s',
    (value) => expect(parseMonthParam(value)).toBeNull(),
  );
});

describe('addMonths', () => {
  it('crosses year ends both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 3 }, -15)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2026, month: 9 }, 18)).toEqual({ year: 2028, month: 3 });
  });
});

describe('monthWeeks (weeks from Sunday)', () => {
  it('a month starting on Sunday has no leading blanks (February 2026: four full weeks)', () => {
    const weeks = monthWeeks({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2026-02-01');
    expect(weeks[3]![6]).toBe('2026-02-28');
    expect(weeks.flat().every(Boolean)).toBe(true);
  });

  it('a month starting on Saturday has six leading blanks and six weeks (August 2026)', () => {
    const weeks = monthWeeks({ year: 2026, month: 8 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-08-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-08-30', '2026-08-31', null, null, null, null, null]);
  });

  it('February of a leap year has its 29th (2028 starts on Tuesday)', () => {
    const weeks = monthWeeks({ year: 2028, month: 2 });
    const days = weeks.flat().filter(Boolean);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('2028-02-29');
    expect(weeks[0]!.indexOf('2028-02-01')).toBe(2);
    expect(monthWeeks({ year: 2100, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
  });

  it('every cell is seven to a week, and each day is in the column of its weekday', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const week of monthWeeks({ year: 2027, month })) {
        expect(week).toHaveLength(7);
        week.forEach((day, column) => {
          if (day) expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(column);
        });
      }
    }
  });

  it('a month across a DST change still has every day once (March 2026, New York springs forward on the 8th)', () => {
    const days = monthWeeks({ year: 2026, month: 3 }).flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(new Set(days).size).toBe(31);
    expect(days).toContain('2026-03-08');
  });
});

describe('monthWindow and dayOfInstant (SITE_TIMEZONE)', () => {
  const zone = 'America/New_York';

  it('spans local midnight to local midnight, across a DST change', () => {
    // March 2026 begins in EST (UTC−5) and ends in EDT (UTC−4).
    expect(monthWindow({ year: 2026, month: 3 }, zone)).toEqual({
      from: new Date('2026-03-01T05:00:00Z'),
      to: new Date('2026-04-01T04:00:00Z'),
    });
    // November 2026 falls back on the 1st: its window starts in EDT and ends in EST.
    expect(monthWindow({ year: 2026, month: 11 }, zone)).toEqual({
      from: new Date('2026-11-01T04:00:00Z'),
      to: new Date('2026-12-01T05:00:00Z'),
    });
    expect(monthWindow({ year: 2026, month: 9 }, 'Asia/Jerusalem').from).toEqual(new Date('2026-08-31T21:00:00Z'));
  });

  it('an event at 23:30 on the month’s last day there belongs to that month, though it is the next month in UTC', () => {
    const lateOnTheLastDay = new Date('2026-04-01T03:30:00Z'); // 23:30 on March 31 in New York
    const { from, to } = monthWindow({ year: 2026, month: 3 }, zone);
    expect(lateOnTheLastDay >= from && lateOnTheLastDay < to).toBe(true);
    expect(dayOfInstant(lateOnTheLastDay, zone)).toBe('2026-03-31');
    // Midnight on April 1 there is April's.
    const midnight = new Date('2026-04-01T04:00:00Z');
    expect(midnight < to).toBe(false);
    expect(dayOfInstant(midnight, zone)).toBe('2026-04-01');
  });

  it('labels the month', () => {
    expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026');
  });
});
