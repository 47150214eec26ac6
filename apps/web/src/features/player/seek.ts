/** The skip buttons: back 15 seconds (to hear a sentence again), forward 30. */
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

/**
 * A time inside the recording: never negative, never past the end. While the length is unknown
 * (metadata not loaded, a live stream) only the start bounds it.
 */
export function clampTime(seconds: number, duration: number): number {
  const time = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(time, duration) : time;
}

/** Where a skip of `delta` seconds from `current` lands. */
export function skipBy(current: number, delta: number, duration: number): number {
  return clampTime(current + delta, duration);
}
