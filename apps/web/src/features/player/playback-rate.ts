/** The speeds the player offers, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** A remembered or requested speed, if it is one the player offers (anything else: null). */
export function parsePlaybackRate(value: unknown): PlaybackRate | null {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (PLAYBACK_RATES as readonly unknown[]).includes(rate) ? (rate as PlaybackRate) : null;
}

/**
 * The next speed up (`1`) or down (`-1`) from `current`, staying at the ends. A current speed that
 * is not on the list (set by another script, say) moves to the nearest listed one in that direction.
 */
export function stepPlaybackRate(current: number, direction: 1 | -1): PlaybackRate {
  if (direction > 0) {
    return PLAYBACK_RATES.find((rate) => rate > current) ?? PLAYBACK_RATES[PLAYBACK_RATES.length - 1]!;
  }
  return [...PLAYBACK_RATES].reverse().find((rate) => rate < current) ?? PLAYBACK_RATES[0];
}

/** "1.25×": how a speed is shown and announced. */
export function formatPlaybackRate(rate: number): string {
  return `${rate}×`;
}
