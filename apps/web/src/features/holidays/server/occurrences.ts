import 'server-only';
import { HDate, HebrewCalendar } from '@hebcal/core';
import { addDays, daysBetween } from '@/lib/calendar-date';
import { hdateOf, hebrewDateOf, isoOf, type HebrewDate } from '@/server/hebrew-calendar';
import type { DayRule, HebrewDay } from './holiday-rules';

/** One occurrence of a holiday: its first and last day ('YYYY-MM-DD'; the same for a one-day holiday). */
export interface Occurrence {
  start: string;
  end: string;
  /** The Hebrew date of the first day. */
  hebrewStart: HebrewDate;
  /**
   * For a fast kept on another day than its own: "postponed" when its date is Shabbos and it is
   * kept on Sunday (Tisha b'Av, Tzom Gedalia), with the date it was set on.
   */
  moved?: { direction: 'postponed' | 'advanced'; from: string };
}

interface DatedEvent {
  desc: string;
  date: string;
  hdate: HDate;
}

/** The Hebrew calendar's events between two dates, read once and shared by every rule. */
export interface CalendarWindow {
  from: string;
  to: string;
  inIsrael: boolean;
  events: readonly DatedEvent[];
}

export function calendarWindow(from: string, to: string, inIsrael: boolean): CalendarWindow {
  const events = HebrewCalendar.calendar({ start: hdateOf(from), end: hdateOf(to), il: inIsrael, omer: true }).map(
    (event) => ({ desc: event.getDesc(), date: isoOf(event.getDate()), hdate: event.getDate() }),
  );
  return { from, to, inIsrael, events };
}

/** Every occurrence of a rule that has days inside the window, in date order. */
export function occurrencesIn(rule: DayRule, window: CalendarWindow): Occurrence[] {
  return rule.kind === 'span' ? spanOccurrences(rule.from, rule.to, window) : eventOccurrences(rule, window);
}

function eventOccurrences(rule: Extract<DayRule, { kind: 'events' }>, window: CalendarWindow): Occurrence[] {
  const pattern = window.inIsrael && rule.inIsrael ? rule.inIsrael : rule.events;
  const days = new Map<string, HDate>();
  for (const event of window.events) if (pattern.test(event.desc)) days.set(event.date, event.hdate);
  const sorted = [...days.keys()].sort();
  const occurrences: Occurrence[] = [];
  for (const date of sorted) {
    const last = occurrences.at(-1);
    if (last && daysBetween(last.end, date) === 1) {
      last.end = date;
      continue;
    }
    occurrences.push({ start: date, end: date, hebrewStart: hebrewDateOf(date), ...movedFrom(rule.setOn, days.get(date)!) });
  }
  return occurrences;
}

/** Where a fast kept on `kept` was set, when that is another day. */
function movedFrom(setOn: HebrewDay | undefined, kept: HDate): Pick<Occurrence, 'moved'> {
  if (!setOn) return {};
  const set = new HDate(setOn.day, setOn.month, kept.getFullYear());
  const shift = kept.abs() - set.abs();
  if (shift === 0) return {};
  return { moved: { direction: shift > 0 ? 'postponed' : 'advanced', from: isoOf(set) } };
}

function spanOccurrences(from: HebrewDay, to: HebrewDay, window: CalendarWindow): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (let year = hdateOf(window.from).getFullYear(); year <= hdateOf(window.to).getFullYear(); year++) {
    const start = isoOf(new HDate(from.day, from.month, year));
    const end = isoOf(new HDate(to.day, to.month, year));
    if (end >= window.from && start <= window.to) occurrences.push({ start, end, hebrewStart: hebrewDateOf(start) });
  }
  return occurrences;
}

/**
 * How far back a window starts, so that a holiday already under way today (the Omer, the Three
 * Weeks, Pesach) is found whole and counts as the next occurrence.
 */
const LOOK_BACK_DAYS = 60;
/** A Hebrew year is at most 385 days: every holiday occurs once in this much time. */
const YEAR_DAYS = 385;

/** The window that holds the next `count` occurrences of every holiday from `today`. */
export function windowFrom(today: string, inIsrael: boolean, count = 1): CalendarWindow {
  return calendarWindow(addDays(today, -LOOK_BACK_DAYS), addDays(today, count * YEAR_DAYS), inIsrael);
}

/** The next `count` occurrences of a rule: the first is today's when the holiday is under way. */
export function nextOccurrences(rule: DayRule, today: string, window: CalendarWindow, count = 1): Occurrence[] {
  return occurrencesIn(rule, window)
    .filter((occurrence) => occurrence.end >= today)
    .slice(0, count);
}

/** The next occurrence of a rule from `today` (today's when it is under way). */
export function nextOccurrence(rule: DayRule, today: string, inIsrael: boolean): Occurrence | undefined {
  return nextOccurrences(rule, today, windowFrom(today, inIsrael))[0];
}
