/** Closer to the start than this, there is nothing worth resuming: start from the beginning. */
export const MIN_RESUME_SECONDS = 5;
/** A listener this close to the end (or 5% of the length, if less) has finished the shiur. */
export const FINISHED_WITHIN_SECONDS = 30;

/**
 * Whether `position` counts as having finished a recording of `duration` seconds: within the last
 * 30 seconds, or the last 5% of a short one (the last 4.5 s of a 90 s clip, not its last third).
 */
export function isFinishedAt(position: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  return position >= duration - Math.min(FINISHED_WITHIN_SECONDS, duration * 0.05);
}

export type ResumeDecision =
  | { kind: 'start' }
  | { kind: 'resume'; at: number }
  | { kind: 'finished' };

/**
 * What the player does with a remembered position once it knows the recording's length: nothing
 * remembered, or barely started: play from the start; finished: play from the start, saying so;
 * otherwise: continue where the listener left off (whole seconds, never past the end).
 */
export function decideResume(saved: number | null | undefined, duration: number): ResumeDecision {
  if (saved == null || !Number.isFinite(saved) || saved < MIN_RESUME_SECONDS) return { kind: 'start' };
  if (isFinishedAt(saved, duration)) return { kind: 'finished' };
  const at = Math.floor(saved);
  if (Number.isFinite(duration) && duration > 0 && at >= duration) return { kind: 'finished' };
  return { kind: 'resume', at };
}

/**
 * The position to remember: whole seconds; a finished recording is remembered at its very end, so
 * the next visit knows it was finished even if the last save came a few seconds before the end.
 */
export function positionToRemember(position: number, duration: number): number {
  if (isFinishedAt(position, duration)) return Math.floor(duration);
  return Math.max(0, Math.floor(position));
}
