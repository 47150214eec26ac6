/** Small builders shared by the programmes' whole-cycle listings. */
import { daysBetween, formatDay, type IsoDate } from './calendar-day';

/**
 * The first day each key is learnt, walking the days in order: `keysOn(day)` names what is learnt
 * that day (a perek, a chapter, a siman).
 */
export function firstDays<K>(
  from: IsoDate,
  to: IsoDate,
  keysOn: (day: IsoDate) => readonly K[],
): Map<K, IsoDate> {
  const first = new Map<K, IsoDate>();
  for (const day of daysBetween(from, to)) {
    for (const key of keysOn(day)) if (!first.has(key)) first.set(key, day);
  }
  return first;
}

/**
 * The day a unit's page gives for it: today while today's learning is in it (a perek of Mishna
 * Yomi or a long siman lasts several days), else the day it begins. So the page shows today's
 * dedications on every day the unit is learnt, not only on its first.
 */
export function learntDay<K>(
  key: K,
  firstDay: IsoDate | undefined,
  today: IsoDate,
  todaysKeys: readonly K[],
): IsoDate | undefined {
  return todaysKeys.includes(key) ? today : firstDay;
}

/** "The cycle from January 5, 2020 to June 7, 2027". */
export function cycleCaption(from: IsoDate, to: IsoDate, what = 'The current cycle'): string {
  return `${what}: ${formatDay(from, { weekday: false })} to ${formatDay(to, { weekday: false })}`;
}

/** "begins Tuesday, March 3, 2026", for a group's summary; nothing without a date. */
export function beginsOn(date: IsoDate | undefined): string | undefined {
  return date ? `begins ${formatDay(date)}` : undefined;
}

/** Joins the parts of a summary that are present: "9 perakim · begins …". */
export function summary(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** 1 → "1 perek", 9 → "9 perakim". */
export function count(value: number, singular: string, plural: string): string {
  return `${value} ${value === 1 ? singular : plural}`;
}

/** Splits 1…`total` into blocks of `size`: [[1, 20], [21, 40], …]. */
export function blocks(total: number, size: number): [first: number, last: number][] {
  return Array.from({ length: Math.ceil(total / size) }, (_, index) => [
    index * size + 1,
    Math.min(total, (index + 1) * size),
  ]);
}

/** Keeps the last few results of a function of one string key (schedules per cycle, per year). */
export function remember<T>(compute: (key: string) => T, capacity = 4): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    cache.set(key, value);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return value;
  };
}
