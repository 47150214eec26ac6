import { describe, expect, it } from 'vitest';
import { effectiveListenedAt, LISTENED_AT_TOLERANCE_MS } from './listening-progress';

describe('effectiveListenedAt', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('is now when the client sends no time', () => {
    expect(effectiveListenedAt(undefined, now)).toEqual(now);
    expect(effectiveListenedAt(null, now)).toEqual(now);
  });

  it("keeps a recent client time, so one page's saves keep their order", () => {
    const twoSecondsAgo = new Date(now.getTime() - 2_000);
    expect(effectiveListenedAt(twoSecondsAgo, now)).toEqual(twoSecondsAgo);
  });

  it('holds a clock that runs fast at now, and one that runs slow at the tolerance', () => {
    expect(effectiveListenedAt(new Date(now.getTime() + 3_600_000), now)).toEqual(now);
    expect(effectiveListenedAt(new Date('2020-01-01T00:00:00Z'), now)).toEqual(
      new Date(now.getTime() - LISTENED_AT_TOLERANCE_MS),
    );
  });

  it('refuses anything but a valid date', () => {
    expect(() => effectiveListenedAt('2026-11-22', now)).toThrow(/listenedAt/);
    expect(() => effectiveListenedAt(new Date(Number.NaN), now)).toThrow(/listenedAt/);
  });
});
