import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

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
