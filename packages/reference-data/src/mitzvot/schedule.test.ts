import { describe, expect, it } from 'vitest';
import { toDayNumber, weekday } from '../dates';
import { mitzvahForDate, mitzvotSchedule, mitzvotSkippedHolidays, nextMitzvahDay, walkMitzvotSchedule } from './schedule';

describe('mitzvot daily schedule', () => {
  it("holds the spec's anchors", () => {
    expect(mitzvotSchedule[0]).toEqual({ date: '2025-04-23', mitzvah: 599 });
    expect(mitzvotSchedule.at(-1)).toEqual({ date: '2029-06-03', mitzvah: 613 });
    expect(mitzvotSchedule.filter((day) => day.mitzvah === 1).map((day) => day.date)).toEqual(['2025-05-11', '2027-05-24']);
    expect(mitzvahForDate('2025-04-23')).toBe(599);
    expect(mitzvahForDate('2025-05-11')).toBe(1);
    expect(mitzvahForDate('2027-05-24')).toBe(1);
    expect(mitzvahForDate('2029-06-03')).toBe(613);
  });

  it('numbers consecutive learning days 1…613 and wraps after 613', () => {
    mitzvotSchedule.forEach((day, index) => {
      const previous = mitzvotSchedule[index - 1];
      if (previous) expect(day.mitzvah).toBe(previous.mitzvah === 613 ? 1 : previous.mitzvah + 1);
      expect(day.mitzvah).toBeGreaterThanOrEqual(1);
      expect(day.mitzvah).toBeLessThanOrEqual(613);
    });
  });

  it('has no entries on Saturdays or skipped holidays, and one on every other day', () => {
    const skipped = new Set(mitzvotSkippedHolidays.map((h) => h.date));
    const dates = new Set(mitzvotSchedule.map((day) => day.date));
    for (let day = toDayNumber('2025-04-23'); day <= toDayNumber('2029-06-03'); day++) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(dates.has(date), date).toBe(weekday(day) !== 6 && !skipped.has(date));
    }
    expect(mitzvahForDate('2025-05-10')).toBeUndefined(); // Saturday
    expect(mitzvahForDate('2025-10-02')).toBeUndefined(); // Yom Kippur
    expect(mitzvahForDate('2025-08-03')).toBeUndefined(); // Tish'a B'Av (observed)
  });

  it('answers for a date outside the table, a Date object, and rejects malformed strings', () => {
    expect(mitzvahForDate('2025-04-22')).toBeUndefined();
    expect(mitzvahForDate('2029-06-04')).toBeUndefined();
    expect(mitzvahForDate(new Date(2026, 0, 5))).toBe(mitzvahForDate('2026-01-05'));
    expect(() => mitzvahForDate('2026-1-5')).toThrow(RangeError);
    expect(() => mitzvahForDate('2026-02-30')).toThrow(RangeError);
  });

  it('walks the schedule', () => {
    expect([...walkMitzvotSchedule('2025-05-08', '2025-05-12')]).toEqual([
      { date: '2025-05-08', mitzvah: 612 },
      { date: '2025-05-09', mitzvah: 613 },
      { date: '2025-05-11', mitzvah: 1 },
      { date: '2025-05-12', mitzvah: 2 },
    ]);
    expect(nextMitzvahDay('2025-05-10')).toEqual({ date: '2025-05-11', mitzvah: 1 });
    expect(nextMitzvahDay('2029-06-04')).toBeUndefined();
  });
});
