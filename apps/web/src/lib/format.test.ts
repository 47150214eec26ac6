import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatTime } from './format';

describe('formatDuration', () => {
  it('leaves hours out when zero and pads every part', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });
  it('shows hours when present', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3 * 3600 + 7 * 60 + 9)).toBe('03:07:09');
  });
  it('never shows negative or fractional seconds', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(61.9)).toBe('01:01');
  });
});

describe('formatDateTime', () => {
  it('shows the time on the clock of the zone, with its name', () => {
    expect(formatDateTime('2026-11-25T14:30:00.000Z', 'America/New_York')).toBe('Nov 25, 2026, 9:30 AM EST');
    expect(formatDateTime('2026-07-01T06:30:00.000Z', 'Asia/Jerusalem')).toMatch(/^Jul 1, 2026, 9:30 AM (GMT\+3|IDT)$/);
    expect(formatDateTime(null, 'UTC')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows the time in the zone given', () => {
    expect(formatTime('2026-04-01T03:30:00Z', 'America/New_York')).toBe('11:30 PM');
    expect(formatTime('2026-04-01T03:30:00Z', 'Asia/Jerusalem')).toBe('6:30 AM');
  });
});
