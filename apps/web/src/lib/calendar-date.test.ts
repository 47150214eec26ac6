import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateSpan, formatLongDate, formatShortDate, weekdayOf } from './calendar-date';

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-01', 0)).toBe('2026-01-01');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2020-01-05', 2710)).toBe('2027-06-07');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2025-12-31', '2026-01-02')).toBe(2);
    expect(daysBetween('2026-01-02', '2025-12-31')).toBe(-2);
  });

  it('knows the weekday and formats dates in English', () => {
    expect(weekdayOf('2026-01-03')).toBe(6);
    expect(formatLongDate('2026-01-01')).toBe('Thursday, January 1, 2026');
    expect(formatShortDate('2026-07-23')).toBe('Jul 23, 2026');
  });

  it('formats a span of days compactly', () => {
    expect(formatDateSpan('2026-07-23', '2026-07-23')).toBe('Jul 23, 2026');
    expect(formatDateSpan('2026-12-05', '2026-12-12')).toBe('Dec 5 – 12, 2026');
    expect(formatDateSpan('2026-04-02', '2026-05-21')).toBe('Apr 2 – May 21, 2026');
    expect(formatDateSpan('2026-12-27', '2027-01-03')).toBe('Dec 27, 2026 – Jan 3, 2027');
    expect(() => addDays('2026-1-1', 1)).toThrow(RangeError);
  });
});
