import 'server-only';
import { HDate, months } from '@hebcal/core';
import {
  KitzurShulchanAruchEvent,
  kitzurShulchanAruch,
  type KitzurShulchanAruchReading,
} from '@hebcal/learning';
import { kitzurSimanimCount, seifimInKitzurSiman } from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import { hebrewCitationNumeral, hebrewDateOf, hebrewNumeral, isoOfRataDie } from '../hebcal-dates';
import { blocks, cycleCaption, firstDays, learntDay, remember } from '../outline';
import type { LearningLink, LearningProgramme, ScheduleOutline, UnitResolution } from '../types';
import { parsePositive } from './segments';

const PROGRAMME_PATH = '/learning/kitzur';
export const simanHref = (siman: number): string => `${PROGRAMME_PATH}/${siman}`;

/** Hebcal writes "siman:se'if", and "siman:E" for "to the end of the siman". */
interface Place {
  siman: number;
  /** Undefined: the end of the siman. */
  seif?: number;
}

function parsePlace(text: string | undefined): Place | undefined {
  const match = text ? /^(\d+):(\d+|E)$/.exec(text) : null;
  if (!match) return undefined;
  const siman = Number(match[1]);
  if (siman < 1 || siman > kitzurSimanimCount) return undefined;
  return { siman, seif: match[2] === 'E' ? undefined : Number(match[2]) };
}

/** The end of a siman written as its last se'if (reference-data knows how many each has). */
const seifOf = (place: Place) => place.seif ?? seifimInKitzurSiman(place.siman) ?? 1;

/**
 * The simanim a reading covers. Hebcal's table has a few typos ("133:27-4:1", a siman 1234); a
 * reading whose end is not a little after its beginning counts for its first siman only.
 */
export function simanimOf(reading: KitzurShulchanAruchReading): number[] {
  const begin = parsePlace(reading.b);
  if (!begin) return [];
  const end = parsePlace(reading.e);
  const last =
    end && end.siman >= begin.siman && end.siman - begin.siman <= 3 ? end.siman : begin.siman;
  return Array.from({ length: last - begin.siman + 1 }, (_, index) => begin.siman + index);
}

function readingLabels(
  reading: KitzurShulchanAruchReading,
  date: IsoDate,
): { label: string; hebrewLabel?: string } {
  const begin = parsePlace(reading.b);
  const end = parsePlace(reading.e) ?? begin;
  if (!begin || !end || simanimOf(reading).at(-1) !== end.siman) {
    // Not a plain range of the Kitzur (the leap-year Adar II track, or a typo): Hebcal's own words.
    return { label: new KitzurShulchanAruchEvent(hebrewDateOf(date), reading).render('en') };
  }
  const english = (place: Place) => `${place.siman}:${seifOf(place)}`;
  const hebrew = (place: Place) =>
    `${hebrewCitationNumeral(place.siman)}:${hebrewCitationNumeral(seifOf(place))}`;
  const sameSiman = begin.siman === end.siman;
  return {
    label: `${sameSiman ? 'Siman' : 'Simanim'} ${english(begin)}–${sameSiman ? seifOf(end) : english(end)}`,
    hebrewLabel: `${sameSiman ? 'סימן' : 'סימנים'} ${hebrew(begin)}–${sameSiman ? hebrewCitationNumeral(seifOf(end)) : hebrew(end)}`,
  };
}

const simanLink = (siman: number): LearningLink => ({
  label: `Siman ${siman}`,
  hebrewLabel: `סימן ${hebrewNumeral(siman)}`,
  href: simanHref(siman),
});

/**
 * Kitzur Shulchan Aruch Yomi: the whole Kitzur in a year, on a calendar fixed to the Hebrew year
 * (the laws of each season just before it). Units are readings of a few se'ifim; pages are simanim.
 */
export const kitzur: LearningProgramme = {
  id: 'kitzur',
  name: 'Kitzur Shulchan Aruch',
  shortName: 'Kitzur',
  hebrewName: 'קיצור שולחן ערוך',
  description:
    'A few se’ifim of the Kitzur Shulchan Aruch a day: the whole book every year, each season’s laws in their season.',

  unitFor(date) {
    const reading = kitzurShulchanAruch(hebrewDateOf(date));
    if (!reading) return null;
    const simanim = simanimOf(reading);
    return {
      date,
      ...readingLabels(reading, date),
      href: simanim[0] ? simanHref(simanim[0]) : PROGRAMME_PATH,
      parts: simanim.map(simanLink),
      textUrl: new KitzurShulchanAruchEvent(hebrewDateOf(date), reading).url(),
      posts: simanim.map((siman) => ({ kitzurSiman: siman })),
    };
  },

  wholeSchedule: (today) => scheduleOfYear(String(hebrewDateOf(today).getFullYear())),
  coverage: 'KITZUR_SIMAN',

  unitPage(segments) {
    const [simanSegment, ...rest] = segments;
    const siman = parsePositive(simanSegment);
    if (siman === undefined || siman > kitzurSimanimCount || rest.length) return null;
    return simanPage(siman);
  },
};

/** The Hebrew year's first and last days (the schedule repeats every year). */
function yearDays(year: number): [IsoDate, IsoDate] {
  const first = isoOfRataDie(new HDate(1, months.TISHREI, year).abs());
  const next = isoOfRataDie(new HDate(1, months.TISHREI, year + 1).abs());
  return [first, addDays(next, -1)];
}

/** The simanim learnt on `day`. */
function simanimOn(day: IsoDate): number[] {
  const reading = kitzurShulchanAruch(hebrewDateOf(day));
  return reading ? simanimOf(reading) : [];
}

const simanDates = remember((year: string) => {
  const [first, last] = yearDays(Number(year));
  return firstDays(first, last, simanimOn);
});

const scheduleOfYear = remember((year: string): ScheduleOutline => {
  const [first, last] = yearDays(Number(year));
  const dates = simanDates(year);
  return {
    caption: cycleCaption(first, last, `The year ${year}`),
    groups: blocks(kitzurSimanimCount, 20).map(([from, to]) => ({
      id: `simanim-${from}-${to}`,
      title: `Simanim ${from}–${to}`,
      hebrewTitle: `סימנים ${hebrewNumeral(from)}–${hebrewNumeral(to)}`,
      items: Array.from({ length: to - from + 1 }, (_, index) => {
        const siman = from + index;
        const seifim = seifimInKitzurSiman(siman) ?? 0;
        return {
          ...simanLink(siman),
          // The group is titled in Hebrew; each item's number needs no second spelling.
          hebrewLabel: undefined,
          date: dates.get(siman),
          detail: `${seifim} se’ifim`,
          coverageKey: String(siman),
        };
      }),
    })),
  };
});

/** `/learning/kitzur/{siman}`. */
function simanPage(siman: number): UnitResolution {
  const seifim = seifimInKitzurSiman(siman) ?? 1;
  const block = blocks(kitzurSimanimCount, 20).find(([from, to]) => siman >= from && siman <= to);
  return {
    page: {
      path: simanHref(siman),
      title: `Kitzur Shulchan Aruch, siman ${siman}`,
      hebrewTitle: `קיצור שולחן ערוך סימן ${hebrewNumeral(siman)}`,
      breadcrumbs: [
        { label: 'Kitzur Shulchan Aruch', hebrewLabel: 'קיצור שולחן ערוך', href: PROGRAMME_PATH },
        ...(block
          ? [
              {
                label: `Simanim ${block[0]}–${block[1]}`,
                href: `${PROGRAMME_PATH}#simanim-${block[0]}-${block[1]}`,
              },
            ]
          : []),
      ],
      facts: [`Siman ${siman} of ${kitzurSimanimCount}`, `${seifim} se’ifim`],
      learntOn: (today) => {
        const year = hebrewDateOf(today).getFullYear();
        const date = learntDay(siman, simanDates(String(year)).get(siman), today, simanimOn(today));
        return date ? [{ programme: `Kitzur Yomi, ${year}`, date }] : [];
      },
      // Any day outside a leap year's Adar II gives the text's address.
      textUrl: new KitzurShulchanAruchEvent(hebrewDateOf('2000-01-01'), {
        b: `${siman}:1`,
        e: `${siman}:${seifim}`,
      }).url(),
      posts: [{ kitzurSiman: siman }],
      previous: siman > 1 ? simanLink(siman - 1) : undefined,
      next: siman < kitzurSimanimCount ? simanLink(siman + 1) : undefined,
    },
  };
}
