import { badUserInput } from '../errors';

/** Longer than any recording we expect (48 hours): a larger position is a broken client. */
export const MAX_POSITION_SECONDS = 48 * 3600;

export function parsePositionSeconds(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > MAX_POSITION_SECONDS
  ) {
    throw badUserInput(
      `positionSeconds must be a whole number from 0 to ${MAX_POSITION_SECONDS}`,
      'positionSeconds',
    );
  }
  return value;
}

/** How far back a client's `listenedAt` is believed: further back, its clock is taken to be wrong. */
export const LISTENED_AT_TOLERANCE_MS = 60_000;

/**
 * When a save happened, for ordering saves: the client's `listenedAt`, held within the last
 * `LISTENED_AT_TOLERANCE_MS` before `now`. Saves from one page are seconds apart and keep their
 * order; a device whose clock runs fast lands on `now` (arrival order, as without a timestamp), one
 * whose clock runs slow can only lose to saves made within the last minute.
 */
export function effectiveListenedAt(listenedAt: unknown, now: Date): Date {
  if (listenedAt === null || listenedAt === undefined) return now;
  if (!(listenedAt instanceof Date) || Number.isNaN(listenedAt.getTime())) {
    throw badUserInput('listenedAt must be an ISO-8601 date-time', 'listenedAt');
  }
  const earliest = now.getTime() - LISTENED_AT_TOLERANCE_MS;
  return new Date(Math.min(now.getTime(), Math.max(earliest, listenedAt.getTime())));
}
