import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-schedule';

describe('nextDigestAt', () => {
  it('is today at 07:00 in the site zone when that is still ahead, else tomorrow', () => {
    // 05:00 in New York (EST, UTC-5) → 07:00 the same day.
    expect(nextDigestAt(new Date('2026-12-01T10:00:00Z'), 'America/New_York').toISOString()).toBe('2026-12-01T12:00:00.000Z');
    // 07:00 exactly has gone: the next day's.
    expect(nextDigestAt(new Date('2026-12-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-12-02T12:00:00.000Z');
    // 23:30 in New York is already the next day in UTC: still the next New York morning.
    expect(nextDigestAt(new Date('2026-12-02T04:30:00Z'), 'America/New_York').toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });

  it('follows daylight saving time and other zones', () => {
    // The night the clocks go forward (8 March 2026): 07:00 EDT is 11:00 UTC.
    expect(nextDigestAt(new Date('2026-03-08T06:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(nextDigestAt(new Date('2026-06-01T03:00:00Z'), 'Asia/Jerusalem').toISOString()).toBe('2026-06-01T04:00:00.000Z');
  });
});
