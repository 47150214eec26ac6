import 'server-only';
import { YerushalmiYomiEvent, vilna, yerushalmiYomi as yerushalmiReading } from '@hebcal/learning';
import { cycleStart } from '@hebcal/learning/yerushalmiBase';
import { yerushalmiMasechtot } from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import { hebrewDateOf, hebrewNumeral, isoOfRataDie, rataDie } from '../hebcal-dates';
import { count, cycleCaption, firstDays, remember } from '../outline';
import { findYerushalmi } from '../texts';
import type { LearningProgramme, ScheduleOutline } from '../types';

const PROGRAMME_PATH = '/learning/yerushalmi-yomi';

/**
 * Daf Yomi Yerushalmi in the Vilna edition: a daf a day, resting on Yom Kippur and Tish'a B'Av.
 * Its units link to the text (Sefaria) and this page, and list the shiurim filed under the daf.
 */
export const yerushalmiYomi: LearningProgramme = {
  id: 'yerushalmi-yomi',
  name: 'Yerushalmi Yomi',
  shortName: 'Yerushalmi',
  hebrewName: 'ירושלמי יומי',
  description:
    'One daf of the Jerusalem Talmud (Vilna edition) a day, resting on Yom Kippur and Tish’a B’Av.',

  unitFor(date) {
    const reading = yerushalmiReading(hebrewDateOf(date), vilna);
    if (!reading) return null;
    const masechta = findYerushalmi(reading.name);
    const label = `${masechta?.name ?? reading.name} ${reading.blatt}`;
    const hebrewLabel = masechta
      ? `ירושלמי ${masechta.hebrewName} דף ${hebrewNumeral(reading.blatt)}`
      : undefined;
    return {
      date,
      label,
      hebrewLabel,
      href: PROGRAMME_PATH,
      parts: [{ label, hebrewLabel, href: PROGRAMME_PATH }],
      textUrl: new YerushalmiYomiEvent(hebrewDateOf(date), reading).url(),
      posts: masechta ? [{ yerushalmiMasechta: masechta.name, yerushalmiDaf: reading.blatt }] : [],
    };
  },

  wholeSchedule: (today) => scheduleOfCycle(isoOfRataDie(cycleStart(vilna, rataDie(today)))),
};

/** A cycle runs until the next one starts; it is never longer than its dapim plus two rest days a year. */
const cycleDays = (start: IsoDate): IsoDate[] => {
  const first = rataDie(start);
  const days: IsoDate[] = [];
  for (let day = 0; day < 2_000; day++) {
    const date = addDays(start, day);
    if (day > 0 && cycleStart(vilna, first + day) !== first) break;
    days.push(date);
  }
  return days;
};

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  const days = cycleDays(start);
  const end = days.at(-1) ?? start;
  const dates = firstDays(start, end, (day) => {
    const reading = yerushalmiReading(hebrewDateOf(day), vilna);
    return reading ? [findYerushalmi(reading.name)?.name ?? reading.name] : [];
  });
  return {
    caption: cycleCaption(start, end),
    groups: [
      {
        id: 'masechtot',
        title: 'The masechtot of the cycle',
        hebrewTitle: 'מסכתות הירושלמי',
        items: yerushalmiMasechtot.map((masechta) => ({
          label: masechta.name,
          hebrewLabel: masechta.hebrewName,
          date: dates.get(masechta.name),
          detail: count(masechta.dapim, 'daf', 'dafim'),
        })),
      },
    ],
  };
});
