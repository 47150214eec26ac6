import { describe, expect, it } from 'vitest';
import { timingFromToday } from './holiday-timing';

describe('timingFromToday', () => {
  it('counts the days to a coming holiday', () => {
    expect(timingFromToday({ start: '2026-07-23', end: '2026-07-23' }, '2026-07-01')).toBe('In 22 days');
    expect(timingFromToday({ start: '2026-07-23', end: '2026-07-23' }, '2026-07-22')).toBe('Tomorrow');
  });

  it('says today for a one-day holiday or the last day, and under way in the middle of a span', () => {
    expect(timingFromToday({ start: '2026-07-23', end: '2026-07-23' }, '2026-07-23')).toBe('Today');
    expect(timingFromToday({ start: '2026-04-02', end: '2026-04-09' }, '2026-04-02')).toBe('Under way until Apr 9, 2026');
    expect(timingFromToday({ start: '2026-04-02', end: '2026-04-09' }, '2026-04-05')).toBe('Under way until Apr 9, 2026');
    expect(timingFromToday({ start: '2026-04-02', end: '2026-04-09' }, '2026-04-09')).toBe('Today');
  });
});
