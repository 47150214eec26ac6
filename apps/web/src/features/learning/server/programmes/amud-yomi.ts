import 'server-only';
import { DirshuAmudYomiEvent, calculateDirshuAmud, dirshuAmudYomiStart } from '@hebcal/learning';
import {
  dirshuMasechtot,
  indexToAmud,
  resolveMasechta,
  totalAmudim,
} from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import {
  cycleStartOn,
  dayInCycle,
  hebrewDateOf,
  hebrewNumeral,
  isoOfRataDie,
} from '../hebcal-dates';
import { count, cycleCaption, remember } from '../outline';
import { findMishnah } from '../texts';
import type { LearningProgramme, ScheduleOutline } from '../types';
import { dafHref } from './daf-yomi';
import { singleLinkUnit } from './segments';

const AMUD_NAMES = { a: 'ע״א', b: 'ע״ב' } as const;

/**
 * Dirshu's Amud HaYomi: one amud a day from 16 October 2023, twice the time of the Daf Yomi.
 *
 * Hebcal names the day's amud as Dirshu prints it (Kinnim, Tamid and Midos each from daf 2); the
 * site files those masechtot inside Meilah, as the Daf Yomi does, so the link and the shiurim come
 * from reference-data's amud of the same day of the cycle (both have the same number of amudim).
 */
export const amudYomi: LearningProgramme = {
  id: 'amud-yomi',
  name: 'Amud Yomi (Dirshu)',
  shortName: 'Amud Yomi',
  hebrewName: 'עמוד היומי',
  description:
    'One amud (side of a page) of the Babylonian Talmud a day, in the cycle Dirshu began in October 2023.',

  unitFor(date) {
    if (date < isoOfRataDie(dirshuAmudYomiStart)) return null;
    const reading = calculateDirshuAmud(hebrewDateOf(date));
    const location = indexToAmud(dayInCycle(date, dirshuAmudYomiStart, totalAmudim));
    if (!location) return null;
    const masechta = findMishnah(reading.name);
    const label = `${masechta?.name ?? reading.name} ${reading.amud}${reading.side}`;
    const hebrewLabel = masechta
      ? `${masechta.hebrewName} דף ${hebrewNumeral(reading.amud)} ${AMUD_NAMES[reading.side]}`
      : undefined;
    const href = dafHref(location.masechta.slug, location.daf);
    return singleLinkUnit({
      date,
      label,
      hebrewLabel,
      href,
      textUrl: new DirshuAmudYomiEvent(hebrewDateOf(date)).url(),
      posts: [{ masechta: location.masechta.name, daf: location.daf, amud: location.amud }],
    });
  },

  wholeSchedule: (today) =>
    scheduleOfCycle(
      today < isoOfRataDie(dirshuAmudYomiStart)
        ? isoOfRataDie(dirshuAmudYomiStart)
        : cycleStartOn(today, dirshuAmudYomiStart, totalAmudim),
    ),
  coverage: 'BAVLI_AMUD',
};

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  let offset = 0;
  const items = dirshuMasechtot.map((entry) => {
    const date = addDays(start, offset);
    offset += entry.amudim;
    const masechta = findMishnah(entry.name);
    const bavli = resolveMasechta(entry.name);
    return {
      label: masechta?.name ?? entry.name,
      hebrewLabel: masechta?.hebrewName,
      href: bavli ? `/dafyomi/${bavli.slug}` : undefined,
      date,
      detail: count(entry.amudim, 'amud', 'amudim'),
      // Kinnim, Tamid and Midos are counted inside Meilah.
      coverageKey: bavli?.name === masechta?.name ? bavli?.name : undefined,
    };
  });
  return {
    caption: cycleCaption(start, addDays(start, totalAmudim - 1)),
    groups: [
      { id: 'masechtot', title: 'The masechtot of the cycle', hebrewTitle: 'מסכתות הש״ס', items },
    ],
  };
});
