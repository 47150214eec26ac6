import 'server-only';
import { getSedra, type HDate } from '@hebcal/core';
import { addDays } from '@/lib/calendar-date';
import { parshaPageByNumbers, type ParshaPage } from '@/features/holidays/shabbos/parsha-pages';
import { hdateOf, isoOf } from '@/server/hebrew-calendar';

/** What is read on a Shabbos: a weekly parsha, or a festival's own reading. */
export type ShabbosReading =
  | { kind: 'parsha'; shabbos: string; parsha: ParshaPage }
  | { kind: 'festival'; shabbos: string; festival: string };

/** The reading of the Shabbos on or after `date` (that day itself when it is Shabbos). */
export function readingForShabbos(date: string, inIsrael: boolean): ShabbosReading {
  const day: HDate = hdateOf(date);
  const result = getSedra(day.getFullYear(), inIsrael).lookup(day);
  const shabbos = isoOf(result.hdate);
  if (result.chag) return { kind: 'festival', shabbos, festival: result.parsha.join(' ') };
  const parsha = parshaPageByNumbers(result.num);
  if (!parsha) throw new RangeError(`hebcal read an unknown parsha on ${shabbos}: ${result.parsha.join('-')}`);
  return { kind: 'parsha', shabbos, parsha };
}

/**
 * This week's Shabbos and, when a festival displaces the parsha, the next Shabbos that has one
 * (at most a few weeks away: Pesach and Sukkos each take one or two Shabbosos).
 */
export function comingShabbos(today: string, inIsrael: boolean): {
  reading: ShabbosReading;
  nextParsha: Extract<ShabbosReading, { kind: 'parsha' }>;
} {
  const reading = readingForShabbos(today, inIsrael);
  let next = reading;
  while (next.kind !== 'parsha') next = readingForShabbos(addDays(next.shabbos, 1), inIsrael);
  return { reading, nextParsha: next };
}

/** A Hebrew year has at most 55 Shabbosos: every parsha is read within this many weeks. */
const WEEKS_IN_A_YEAR = 56;

/**
 * The next Shabbos (from `today`, today included) on which a parsha is read, alone or as part of a
 * double parsha: in a year that joins Matot and Masei, "Matot" is read as "Matot-Masei".
 */
export function nextReadingOf(parsha: ParshaPage, today: string, inIsrael: boolean): Extract<ShabbosReading, { kind: 'parsha' }> | undefined {
  let date = today;
  for (let week = 0; week < WEEKS_IN_A_YEAR; week++) {
    const reading = readingForShabbos(date, inIsrael);
    if (reading.kind === 'parsha' && reading.parsha.parts.some((part) => parsha.parts.includes(part))) return reading;
    date = addDays(reading.shabbos, 1);
  }
  return undefined;
}
