import { badUserInput } from '../errors';

/**
 * The window of `events(from:, to:)`: events starting at or after `from` and before `to`. The
 * DateTime scalar has already checked each is a date-time; here they must make a window (`to`
 * later than `from`) inside the years a calendar can show, so the database is never handed a date
 * PostgreSQL rejects (before 4713 BC) and the answer is an argument error, not a crash.
 */
export interface EventWindow {
  from?: Date;
  to?: Date;
}

const EARLIEST = Date.UTC(1, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The scalar hands over a Date; its generated type also allows the wire's string. */
type DateArgument = Date | string | null | undefined;

function inRange(argument: DateArgument, argumentName: string): Date | undefined {
  if (argument == null) return undefined;
  const value = new Date(argument);
  const time = value.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) {
    throw badUserInput(`${argumentName} must be between the years 1 and 9999`, argumentName);
  }
  return value;
}

export function parseEventWindow(from: DateArgument, to: DateArgument): EventWindow {
  const window = { from: inRange(from, 'from'), to: inRange(to, 'to') };
  if (window.from && window.to && window.to.getTime() <= window.from.getTime()) {
    throw badUserInput('to must be later than from', 'to');
  }
  return window;
}
