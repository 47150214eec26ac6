import { describe, expect, it } from 'vitest';
// Next's own threshold, so an upgrade that moves it fails here rather than in `next build` at 23:58.
import { MIN_PRERENDERABLE_EXPIRE } from 'next/dist/server/use-cache/constants';
import { dateInZone, instantOfWallTime, MIN_PRERENDERABLE_SECONDS, secondsUntilMidnight, todayLifetime, wallTimeOf } from './zoned-date';

describe('dateInZone', () => {
  it('gives the date where the site is, not in UTC', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(dateInZone(instant, 'UTC').iso).toBe('2026-03-01');
    expect(dateInZone(instant, 'America/New_York')).toEqual({ iso: '2026-02-28', year: 2026, month: 2, day: 28 });
    expect(dateInZone(instant, 'Asia/Jerusalem').iso).toBe('2026-03-01');
  });
});

describe('secondsUntilMidnight', () => {
  it('counts to the next midnight on an ordinary day', () => {
    expect(secondsUntilMidnight(new Date('2026-06-10T22:00:00Z'), 'UTC')).toBe(7200);
    // 23:59:59.5 in New York (EDT, UTC-4): half a second left, rounded up.
    expect(secondsUntilMidnight(new Date('2026-06-11T03:59:59.500Z'), 'America/New_York')).toBe(1);
  });

  it('lands exactly on midnight across a daylight-saving change', () => {
    for (const [instant, zone] of [
      ['2026-03-08T05:00:00Z', 'America/New_York'], // 00:00 EST on the 23-hour spring-forward day
      ['2026-11-01T04:00:00Z', 'America/New_York'], // 00:00 EDT on the 25-hour fall-back day
      ['2026-10-25T12:00:00Z', 'Europe/London'],
    ] as const) {
      const start = new Date(instant);
      const seconds = secondsUntilMidnight(start, zone);
      const next = new Date(start.getTime() + seconds * 1000);
      expect(dateInZone(next, zone).iso).not.toBe(dateInZone(start, zone).iso);
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeStyle: 'medium' }).format(next)).toBe('00:00:00');
    }
    expect(secondsUntilMidnight(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe(23 * 3600);
    expect(secondsUntilMidnight(new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toBe(25 * 3600);
  });
});

describe('todayLifetime', () => {
  it('lasts until midnight in the site zone', () => {
    // 22:00 in New York (EST, UTC-5): two hours left.
    expect(todayLifetime(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toEqual({
      stale: 300,
      revalidate: 7200,
      expire: 7200,
    });
  });

  it('never drops under the shortest lifetime Next can prerender, even seconds before midnight', () => {
    expect(MIN_PRERENDERABLE_SECONDS).toBe(MIN_PRERENDERABLE_EXPIRE);
    for (const instant of ['2026-11-22T04:58:00Z', '2026-11-22T04:59:59.900Z', '2026-11-22T04:55:00Z']) {
      const lifetime = todayLifetime(new Date(instant), 'America/New_York');
      expect(lifetime.expire).toBeGreaterThanOrEqual(MIN_PRERENDERABLE_EXPIRE);
      expect(lifetime.revalidate).toBeGreaterThanOrEqual(MIN_PRERENDERABLE_EXPIRE);
    }
  });
});

describe('wall time in the site zone (the studio\'s publish time)', () => {
  it('reads and writes a datetime-local value in the zone, not in UTC', () => {
    const instant = instantOfWallTime('2026-11-25T09:30', 'America/New_York');
    expect(instant?.toISOString()).toBe('2026-11-25T14:30:00.000Z');
    expect(wallTimeOf(instant!, 'America/New_York')).toBe('2026-11-25T09:30');
    expect(instantOfWallTime('2026-07-01T09:30', 'Asia/Jerusalem')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('is exact on both sides of a daylight-saving change, and moves a skipped time on', () => {
    // New York: clocks go from 02:00 to 03:00 on 2026-03-08, and back from 02:00 to 01:00 on 2026-11-01.
    expect(instantOfWallTime('2026-03-08T01:59', 'America/New_York')?.toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(instantOfWallTime('2026-03-08T03:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(wallTimeOf(instantOfWallTime('2026-03-08T02:30', 'America/New_York')!, 'America/New_York')).toBe('2026-03-08T03:30');
    expect(instantOfWallTime('2026-11-01T03:00', 'America/New_York')?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-11-25 10:00', '2026-11-25T24:00', 'tomorrow']) {
      expect(instantOfWallTime(value, 'UTC')).toBeNull();
    }
  });
});
