import 'server-only';
import type { IsoDate } from './calendar-day';
import { learningProgrammes, nextUnitAfter } from './programmes';
import type { LearningUnit, ProgrammeId } from './types';

/** What a "today's learning" card shows of a programme: plain data, computed for the day. */
export interface TodayEntry {
  id: ProgrammeId;
  name: string;
  shortName: string;
  hebrewName: string;
  description: string;
  /** Null on the programme's days of rest. */
  unit: LearningUnit | null;
  /** On a day of rest: the next day's unit. */
  next: LearningUnit | null;
}

/** Every programme's unit for the day, in the site's order. */
export function todayEntries(date: IsoDate): TodayEntry[] {
  return learningProgrammes.map((programme) => {
    const unit = programme.unitFor(date);
    return {
      id: programme.id,
      name: programme.name,
      shortName: programme.shortName,
      hebrewName: programme.hebrewName,
      description: programme.description,
      unit,
      next: unit ? null : nextUnitAfter(programme, date),
    };
  });
}
