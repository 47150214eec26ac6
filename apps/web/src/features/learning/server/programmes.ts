import 'server-only';
import { addDays, daysBetween, type IsoDate } from './calendar-day';
import { amudYomi } from './programmes/amud-yomi';
import { dafYomi } from './programmes/daf-yomi';
import { kitzur } from './programmes/kitzur';
import { mishnaYomi } from './programmes/mishna-yomi';
import { mitzvot } from './programmes/mitzvot';
import { nachYomi } from './programmes/nach-yomi';
import { rambamOneChapter, rambamThreeChapters } from './programmes/rambam';
import { yerushalmiYomi } from './programmes/yerushalmi-yomi';
import type { LearningProgramme, LearningUnit } from './types';

/** Every daily-study programme, in the order the site lists them. */
export const learningProgrammes: readonly LearningProgramme[] = [
  dafYomi,
  amudYomi,
  mishnaYomi,
  nachYomi,
  yerushalmiYomi,
  rambamOneChapter,
  rambamThreeChapters,
  kitzur,
  mitzvot,
];

/** The programme of an address segment, or undefined. */
export function findProgramme(id: string): LearningProgramme | undefined {
  return learningProgrammes.find((programme) => programme.id === id);
}

/** Each programme with its unit for `date` (null on its days of rest). */
export function learningOn(
  date: IsoDate,
): { programme: LearningProgramme; unit: LearningUnit | null }[] {
  return learningProgrammes.map((programme) => ({ programme, unit: programme.unitFor(date) }));
}

/** The programme's units from `from` to `to`, both included; days of rest are left out. */
export function scheduleBetween(
  programme: LearningProgramme,
  from: IsoDate,
  to: IsoDate,
): LearningUnit[] {
  return daysBetween(from, to).flatMap((date) => programme.unitFor(date) ?? []);
}

/** The next day after `date` (within a fortnight) on which the programme learns, with its unit. */
export function nextUnitAfter(programme: LearningProgramme, date: IsoDate): LearningUnit | null {
  for (const day of daysBetween(addDays(date, 1), addDays(date, 14))) {
    const unit = programme.unitFor(day);
    if (unit) return unit;
  }
  return null;
}
