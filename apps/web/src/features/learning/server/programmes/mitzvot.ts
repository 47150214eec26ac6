import 'server-only';
import {
  mitzvahForDate,
  mitzvotCycle,
  mitzvotSchedule,
  type MitzvahDay,
} from '@openshiur/reference-data';
import { formatDay, type IsoDate } from '../calendar-day';
import { hebrewNumeral } from '../hebcal-dates';
import { blocks, cycleCaption, remember } from '../outline';
import type { LearningLink, LearningProgramme, ScheduleOutline, UnitResolution } from '../types';
import { parsePositive } from './segments';

const PROGRAMME_PATH = '/learning/mitzvot';
export const mitzvahHref = (mitzvah: number): string => `${PROGRAMME_PATH}/${mitzvah}`;

const mitzvahLink = (mitzvah: number): LearningLink => ({
  label: `Mitzvah ${mitzvah}`,
  hebrewLabel: `מצוה ${hebrewNumeral(mitzvah)}`,
  href: mitzvahHref(mitzvah),
});

/**
 * The days of the site's mitzvot cycle around `date`: from the last restart at mitzvah 1 on or
 * before it (or the table's first day) to the day before the next restart (or the table's last).
 * A date outside the table gives its nearest end's cycle.
 */
function cycleAround(date: IsoDate): readonly MitzvahDay[] {
  let at = mitzvotSchedule.findIndex((day) => day.date >= date);
  if (at < 0) at = mitzvotSchedule.length - 1;
  let first = at;
  while (first > 0 && mitzvotSchedule[first]!.mitzvah !== 1) first--;
  let last = at;
  while (last + 1 < mitzvotSchedule.length && mitzvotSchedule[last + 1]!.mitzvah !== 1) last++;
  return mitzvotSchedule.slice(first, last + 1);
}

/**
 * The daily mitzvah: the site's own cycle through the 613 mitzvot, one each weekday and Sunday
 * (none on Shabbos and Yom Tov), from reference-data's table.
 */
export const mitzvot: LearningProgramme = {
  id: 'mitzvot',
  name: 'Sefer HaMitzvos: a mitzvah a day',
  shortName: 'Mitzvah',
  hebrewName: 'מצוה יומית',
  description:
    'One of the 613 mitzvot a day, in the site’s cycle: none on Shabbos and Yom Tov, and all 613 in about two years.',

  unitFor(date) {
    const mitzvah = mitzvahForDate(date);
    if (mitzvah === undefined) return null;
    const link = mitzvahLink(mitzvah);
    return { date, ...link, parts: [link], posts: [{ mitzvah }] };
  },

  wholeSchedule: (today) => scheduleOfCycle(cycleAround(today)[0]?.date ?? mitzvotCycle.firstDate),
  coverage: 'MITZVAH',

  unitPage(segments) {
    const [segment, ...rest] = segments;
    const mitzvah = parsePositive(segment);
    if (mitzvah === undefined || mitzvah > mitzvotCycle.mitzvotCount || rest.length) return null;
    return mitzvahPage(mitzvah);
  },
};

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  const days = cycleAround(start);
  const dates = new Map(days.map((day) => [day.mitzvah, day.date]));
  return {
    caption: cycleCaption(days[0]?.date ?? start, days.at(-1)?.date ?? start, 'The cycle'),
    groups: blocks(mitzvotCycle.mitzvotCount, 50).map(([from, to]) => ({
      id: `mitzvot-${from}-${to}`,
      title: `Mitzvot ${from}–${to}`,
      hebrewTitle: `מצוות ${hebrewNumeral(from)}–${hebrewNumeral(to)}`,
      date: dates.get(from),
      items: Array.from({ length: to - from + 1 }, (_, index) => ({
        ...mitzvahLink(from + index),
        hebrewLabel: undefined,
        date: dates.get(from + index),
        coverageKey: String(from + index),
      })),
    })),
  };
});

/** `/learning/mitzvot/{n}`: the mitzvah with every day of the table it is learnt on. */
function mitzvahPage(mitzvah: number): UnitResolution {
  const block = blocks(mitzvotCycle.mitzvotCount, 50).find(
    ([from, to]) => mitzvah >= from && mitzvah <= to,
  );
  const days = mitzvotSchedule.filter((day) => day.mitzvah === mitzvah);
  return {
    page: {
      path: mitzvahHref(mitzvah),
      title: `Mitzvah ${mitzvah}`,
      hebrewTitle: `מצוה ${hebrewNumeral(mitzvah)}`,
      breadcrumbs: [
        { label: 'Sefer HaMitzvos', href: PROGRAMME_PATH },
        ...(block
          ? [
              {
                label: `Mitzvot ${block[0]}–${block[1]}`,
                href: `${PROGRAMME_PATH}#mitzvot-${block[0]}-${block[1]}`,
              },
            ]
          : []),
      ],
      facts: [
        `Mitzvah ${mitzvah} of ${mitzvotCycle.mitzvotCount}`,
        ...(days.length
          ? [
              `In the table: ${days.map((day) => formatDay(day.date, { weekday: false })).join(', ')}`,
            ]
          : []),
      ],
      learntOn: (today) => {
        const current = cycleAround(today).find((day) => day.mitzvah === mitzvah);
        return current ? [{ programme: 'This cycle', date: current.date }] : [];
      },
      posts: [{ mitzvah }],
      previous: mitzvah > 1 ? mitzvahLink(mitzvah - 1) : undefined,
      next: mitzvah < mitzvotCycle.mitzvotCount ? mitzvahLink(mitzvah + 1) : undefined,
    },
  };
}
