import { describe, expect, it } from 'vitest';
import { announcements, clock, loadErrorMessage, playFailure } from './player-text';

describe('what the player shows and says', () => {
  it('shows times as the clock does, an unknown time as 00:00', () => {
    expect(clock(65)).toBe('01:05');
    expect(clock(3723)).toBe('01:02:03');
    expect(clock(Number.NaN)).toBe('00:00');
    expect(clock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });

  it('explains a load error by the media error code', () => {
    expect(loadErrorMessage(2)).toBe('The recording stopped loading: the connection was lost.');
    expect(loadErrorMessage(3)).toBe('The recording could not be played: the file is damaged.');
    for (const code of [undefined, 1, 4]) {
      expect(loadErrorMessage(code)).toBe(
        'This recording could not be loaded. It may have moved, or this browser cannot play its format.',
      );
    }
  });

  it('announces skips, speed and resuming with the time', () => {
    expect(announcements.skipped(-15, 45)).toBe('Back 15 seconds, at 00:45.');
    expect(announcements.skipped(30, 82)).toBe('Forward 30 seconds, at 01:22.');
    expect(announcements.speed(1.25)).toBe('Speed 1.25×.');
    expect(announcements.resumedAt(40)).toBe('Continuing where you left off, at 00:40.');
    expect(announcements.playing).toBe('Playing.');
    expect(announcements.paused).toBe('Paused.');
  });

  it('tells an interrupted start and a blocked one from a real failure', () => {
    expect(playFailure(new DOMException('paused', 'AbortError'))).toBe('interrupted');
    expect(playFailure(new DOMException('no gesture', 'NotAllowedError'))).toBe('blocked');
    expect(playFailure(new DOMException('no source', 'NotSupportedError'))).toBe('failed');
    expect(playFailure(new Error('AbortError'))).toBe('failed');
    expect(playFailure(undefined)).toBe('failed');
  });
});
