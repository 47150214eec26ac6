import 'server-only';
import { DafYomiEvent } from '@hebcal/learning';
import {
  bavliMasechtot,
  dafToIndex,
  dafYomiCycleLength,
  dafYomiForDate,
} from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import { hebrewDateOf, hebrewNumeral } from '../hebcal-dates';
import { count, cycleCaption, remember } from '../outline';
import type { LearningProgramme, ScheduleOutline } from '../types';
import { singleLinkUnit } from './segments';

/** The site's own Daf Yomi pages (another part of the site): every shiur on one daf. */
export const dafHref = (masechtaSlug: string, daf: number): string =>
  `/dafyomi/${masechtaSlug}/${daf}`;

/** The worldwide Daf Yomi: one daf of the Bavli a day, Berachos to Nidah in 2711 days. */
export const dafYomi: LearningProgramme = {
  id: 'daf-yomi',
  name: 'Daf Yomi',
  shortName: 'Daf Yomi',
  hebrewName: 'דף יומי',
  description:
    'One daf (two sides of a page) of the Babylonian Talmud a day: all of Shas in seven and a half years.',

  unitFor(date) {
    const day = dafYomiForDate(date);
    if (!day) return null;
    const { masechta, daf } = day;
    const href = dafHref(masechta.slug, daf);
    const label = `${masechta.name} ${daf}`;
    const hebrewLabel = `${masechta.hebrewName} דף ${hebrewNumeral(daf)}`;
    return singleLinkUnit({
      date,
      label,
      hebrewLabel,
      href,
      textUrl: new DafYomiEvent(hebrewDateOf(date)).url(),
      posts: [{ masechta: masechta.name, daf }],
    });
  },

  wholeSchedule: (today) => scheduleOfCycle(cycleStart(today)),
  coverage: 'BAVLI_DAF',
};

/** The first day of the Daf Yomi cycle that includes `date`. */
function cycleStart(date: IsoDate): IsoDate {
  const day = dafYomiForDate(date);
  return day ? addDays(date, -(dafToIndex(day.masechta, day.daf) ?? 0)) : date;
}

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  const cycle = dafYomiForDate(start)?.cycle;
  return {
    caption: cycleCaption(
      start,
      addDays(start, dafYomiCycleLength - 1),
      cycle ? `Cycle ${cycle}` : undefined,
    ),
    groups: [
      {
        id: 'masechtot',
        title: 'The masechtot of the cycle',
        hebrewTitle: 'מסכתות הש״ס',
        items: bavliMasechtot.map((masechta) => {
          const date = addDays(start, dafToIndex(masechta, masechta.firstDaf) ?? 0);
          return {
            label: masechta.name,
            hebrewLabel: masechta.hebrewName,
            href: `/dafyomi/${masechta.slug}`,
            date,
            detail: count(masechta.dafBlat, 'daf', 'dafim'),
            coverageKey: masechta.name,
          };
        }),
      },
    ],
  };
});
