import { formatDuration } from '@/lib/format';
import { formatPlaybackRate } from './playback-rate';

/** A time as the player shows and says it ("01:05"); a time not known yet reads 00:00. */
export function clock(seconds: number): string {
  return formatDuration(Number.isFinite(seconds) ? seconds : 0);
}

/** What went wrong, in words, from the media element's error code. */
export function loadErrorMessage(code: number | undefined): string {
  if (code === 2) return 'The recording stopped loading: the connection was lost.';
  if (code === 3) return 'The recording could not be played: the file is damaged.';
  return 'This recording could not be loaded. It may have moved, or this browser cannot play its format.';
}

/** What the player says, through its polite live region, when something changes. */
export const announcements = {
  playing: 'Playing.',
  paused: 'Paused.',
  finished: 'Finished. Play to hear it again from the start.',
  blocked: 'The browser blocked playback. Press play again.',
  fromTheBeginning: 'From the beginning.',
  resumedAt: (seconds: number) => `Continuing where you left off, at ${clock(seconds)}.`,
  /** After a skip of `delta` seconds (negative: back), landing at `at`. */
  skipped: (delta: number, at: number) =>
    `${delta < 0 ? `Back ${-delta}` : `Forward ${delta}`} seconds, at ${clock(at)}.`,
  speed: (rate: number) => `Speed ${formatPlaybackRate(rate)}.`,
} as const;

/**
 * Why `audio.play()` was refused: `interrupted` (an AbortError: a pause or a new source stopped
 * the start, which is no failure), `blocked` (NotAllowedError: the browser wants another press),
 * or `failed` (anything else: the recording itself is the trouble).
 */
export function playFailure(reason: unknown): 'interrupted' | 'blocked' | 'failed' {
  if (reason instanceof DOMException && reason.name === 'AbortError') return 'interrupted';
  if (reason instanceof DOMException && reason.name === 'NotAllowedError') return 'blocked';
  return 'failed';
}
