import 'server-only';
import { addDays, type IsoDate } from './calendar-day';
import type { AllDayEvent, Calendar } from '@/server/ics/ics-writer';
import { scheduleBetween } from './programmes';
import type { LearningProgramme } from './types';

/** The rolling window a subscribed calendar holds: a month back (to catch up) and a year ahead. */
export const CALENDAR_DAYS_BACK = 30;
export const CALENDAR_DAYS_AHEAD = 365;

/** Where a programme's calendar is served, relative to the site. */
export const calendarPath = (programme: LearningProgramme): string =>
  `/learning/${programme.id}/calendar.ics`;

/**
 * A programme's schedule as a calendar: one all-day event per day of the window, titled with the
 * day's unit, linking to its shiurim on the site (and to the text). UIDs are the programme and
 * the day at the site's host, so re-fetching updates events instead of duplicating them.
 */
export function learningCalendar(
  programme: LearningProgramme,
  { today, siteUrl, siteName }: { today: IsoDate; siteUrl: string; siteName: string },
): Calendar<AllDayEvent> {
  const origin = new URL(siteUrl);
  const units = scheduleBetween(
    programme,
    addDays(today, -CALENDAR_DAYS_BACK),
    addDays(today, CALENDAR_DAYS_AHEAD),
  );
  return {
    product: 'Daily learning',
    name: `${programme.name} · ${siteName}`,
    description: `${programme.description} Each day links to its shiurim on ${siteName}.`,
    stamp: today,
    // Ask calendar apps to fetch the rolling window again every day.
    refreshInterval: 'P1D',
    events: units.map((unit) => {
      const url = new URL(unit.href, origin).href;
      return {
        uid: `${programme.id}-${unit.date.replaceAll('-', '')}@${origin.host}`,
        date: unit.date,
        summary: `${programme.shortName}: ${unit.label}`,
        description: [
          unit.hebrewLabel,
          `Shiurim: ${url}`,
          unit.textUrl ? `Text: ${unit.textUrl}` : undefined,
        ]
          .filter(Boolean)
          .join('\n'),
        url,
      };
    }),
  };
}
