import type { TimeHTMLAttributes } from 'react';

function wholeSeconds(seconds: number): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(
      `A duration must be a finite, non-negative number of seconds, got ${String(seconds)}`,
    );
  }
  return Math.floor(seconds);
}

function parts(seconds: number): [hours: number, minutes: number, seconds: number] {
  const whole = wholeSeconds(seconds);
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a duration in seconds as `HH:MM:SS` (spec §9): hours are left out when zero, every part
 * has at least two digits, fractions of a second are dropped.
 *
 * @throws RangeError for a negative, NaN or infinite number.
 * @example
 * ```ts
 * formatDuration(65); // '01:05'
 * formatDuration(3723); // '01:02:03'
 * formatDuration(0); // '00:00'
 * formatDuration(36000); // '10:00:00'
 * formatDuration(59.9); // '00:59'
 * ```
 */
export function formatDuration(seconds: number): string {
  const [h, m, s] = parts(seconds);
  return h > 0
    ? `${twoDigits(h)}:${twoDigits(m)}:${twoDigits(s)}`
    : `${twoDigits(m)}:${twoDigits(s)}`;
}

/**
 * The ISO 8601 duration for a `<time dateTime>` attribute (`PT1H2M3S`); fractions of a second
 * are dropped, zero parts left out, zero itself is `PT0S`.
 *
 * @throws RangeError for a negative, NaN or infinite number.
 * @example
 * ```ts
 * durationToIsoString(3723); // 'PT1H2M3S'
 * durationToIsoString(3600); // 'PT1H'
 * durationToIsoString(0); // 'PT0S'
 * ```
 */
export function durationToIsoString(seconds: number): string {
  const [h, m, s] = parts(seconds);
  if (h === 0 && m === 0 && s === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** Props of {@link Duration}. */
export interface DurationProps extends Omit<
  TimeHTMLAttributes<HTMLTimeElement>,
  'dateTime' | 'children'
> {
  /** Length in seconds (finite, not negative). */
  seconds: number;
}

/**
 * A duration as a `<time>` element: the text from {@link formatDuration}, the machine-readable
 * value from {@link durationToIsoString}.
 *
 * @example
 * ```tsx
 * <Duration seconds={3723} /> // <time dateTime="PT1H2M3S">01:02:03</time>
 * ```
 */
export function Duration({ seconds, ...props }: DurationProps) {
  return (
    <time {...props} dateTime={durationToIsoString(seconds)}>
      {formatDuration(seconds)}
    </time>
  );
}
