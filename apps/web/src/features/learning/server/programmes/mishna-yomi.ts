import 'server-only';
import {
  MishnaYomiEvent,
  MishnaYomiIndex,
  mishnaYomiStart,
  type MishnaYomi,
} from '@hebcal/learning';
import hebcalMishnayot from '@hebcal/learning/mishnayot.json';
import { mishnayotSedarim, type MishnahMasechta } from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import { cycleStartOn, hebrewCitationNumeral, hebrewDateOf, hebrewNumeral } from '../hebcal-dates';
import { beginsOn, count, cycleCaption, firstDays, learntDay, remember, summary } from '../outline';
import { findMishnah, mishnahMasechtot, mishnahSlug } from '../texts';
import type { LearningLink, LearningProgramme, ScheduleOutline, UnitResolution } from '../types';
import { parsePositive } from './segments';

/** Two mishnayot a day: the cycle is half as many days as the Mishnah has mishnayot (2096). */
const CYCLE_DAYS = Math.ceil(
  mishnahMasechtot.reduce((sum, m) => sum + m.mishnayot.reduce((a, b) => a + b, 0), 0) / 2,
);

let index: MishnaYomiIndex | undefined;
const lookup = (date: IsoDate): MishnaYomi[] =>
  (index ??= new MishnaYomiIndex()).lookup(hebrewDateOf(date));

interface Mishnah {
  masechta: MishnahMasechta;
  perek: number;
  mishnah: number;
}

function toMishnah(reading: MishnaYomi): Mishnah | undefined {
  const masechta = findMishnah(reading.k);
  const [perek, mishnah] = reading.v.split(':').map(Number);
  return masechta && perek && mishnah ? { masechta, perek, mishnah } : undefined;
}

export const perekHref = (masechta: MishnahMasechta, perek: number): string =>
  `/learning/mishnayot/${mishnahSlug(masechta)}/${perek}`;

const perekKey = (masechta: MishnahMasechta, perek: number) => `${masechta.name}/${perek}`;

/** "Berachos 2:3–4", "Berachos 9:5 – Peah 1:1": the day's two mishnayot, as short as is clear. */
function rangeLabel([first, last]: [Mishnah, Mishnah], hebrew: boolean): string {
  const number = hebrew ? hebrewCitationNumeral : String;
  const name = (m: Mishnah) => (hebrew ? m.masechta.hebrewName : m.masechta.name);
  const at = (m: Mishnah) => `${number(m.perek)}:${number(m.mishnah)}`;
  if (first.masechta !== last.masechta)
    return `${name(first)} ${at(first)} – ${name(last)} ${at(last)}`;
  if (first.perek !== last.perek) return `${name(first)} ${at(first)}–${at(last)}`;
  return `${name(first)} ${at(first)}–${number(last.mishnah)}`;
}

/** Mishna Yomi: two mishnayot a day, the whole Mishnah in about six years (since 1947). */
export const mishnaYomi: LearningProgramme = {
  id: 'mishnayot',
  name: 'Mishna Yomi',
  shortName: 'Mishna Yomi',
  hebrewName: 'משנה יומית',
  description:
    'Two mishnayot a day, in order through the six sedarim: the whole Mishnah in under six years.',

  unitFor(date) {
    const readings = lookup(date);
    const mishnayot = readings.map(toMishnah).filter((m): m is Mishnah => m !== undefined);
    const [first, last] = mishnayot;
    if (!first || !last) return null;
    const perakim = [...new Map(mishnayot.map((m) => [perekKey(m.masechta, m.perek), m])).values()];
    return {
      date,
      label: rangeLabel([first, last], false),
      hebrewLabel: rangeLabel([first, last], true),
      href: perekHref(first.masechta, first.perek),
      parts: perakim.map((m) => ({
        label: `${m.masechta.name}, perek ${m.perek}`,
        hebrewLabel: `${m.masechta.hebrewName} פרק ${hebrewNumeral(m.perek)}`,
        href: perekHref(m.masechta, m.perek),
      })),
      textUrl: new MishnaYomiEvent(hebrewDateOf(date), readings).url(),
      posts: mishnayot.map((m) => ({
        mishnaMasechta: m.masechta.name,
        perek: m.perek,
        mishnah: m.mishnah,
      })),
    };
  },

  wholeSchedule: (today) => scheduleOfCycle(cycleStartOn(today, mishnaYomiStart, CYCLE_DAYS)),
  coverage: 'MISHNA_PEREK',

  unitPage(segments) {
    const [masechtaSegment, perekSegment, ...rest] = segments;
    if (!masechtaSegment || !perekSegment || rest.length) return null;
    return perekPage(masechtaSegment, perekSegment);
  },
};

/** The perakim learnt on `day` (one or two). */
const perakimOn = (day: IsoDate): string[] =>
  lookup(day)
    .map(toMishnah)
    .filter((m): m is Mishnah => m !== undefined)
    .map((m) => perekKey(m.masechta, m.perek));

/** The first day of each perek in the cycle that begins on `start`. */
const perekDates = remember((start: IsoDate) =>
  firstDays(start, addDays(start, CYCLE_DAYS - 1), perakimOn),
);

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  const dates = perekDates(start);
  return {
    caption: cycleCaption(start, addDays(start, CYCLE_DAYS - 1)),
    groups: mishnayotSedarim.map((seder) => ({
      id: `seder-${seder.name.toLowerCase()}`,
      title: `Seder ${seder.name}`,
      hebrewTitle: `סדר ${seder.hebrewName}`,
      summary: summary(
        count(seder.masechtot.length, 'masechta', 'masechtot'),
        beginsOn(dates.get(perekKey(seder.masechtot[0]!, 1))),
      ),
      date: dates.get(perekKey(seder.masechtot[0]!, 1)),
      groups: seder.masechtot.map((masechta) => ({
        id: mishnahSlug(masechta),
        title: masechta.name,
        hebrewTitle: masechta.hebrewName,
        date: dates.get(perekKey(masechta, 1)),
        summary: summary(
          count(masechta.perekCount, 'perek', 'perakim'),
          count(
            masechta.mishnayot.reduce((a, b) => a + b, 0),
            'mishnah',
            'mishnayot',
          ),
          beginsOn(dates.get(perekKey(masechta, 1))),
        ),
        items: masechta.mishnayot.map((mishnayot, index) => ({
          label: `Perek ${index + 1}`,
          href: perekHref(masechta, index + 1),
          date: dates.get(perekKey(masechta, index + 1)),
          detail: count(mishnayot, 'mishnah', 'mishnayot'),
          coverageKey: perekKey(masechta, index + 1),
        })),
      })),
    })),
  };
});

/** `/learning/mishnayot/{masechta}/{perek}`: a perek with its mishnayot count and its shiurim. */
function perekPage(masechtaSegment: string, perekSegment: string): UnitResolution {
  const masechta = findMishnah(masechtaSegment);
  const perek = parsePositive(perekSegment);
  if (!masechta || perek === undefined || perek > masechta.perekCount) return null;
  const path = perekHref(masechta, perek);
  if (`/learning/mishnayot/${masechtaSegment}/${perekSegment}` !== path) return { redirect: path };
  const mishnayot = masechta.mishnayot[perek - 1] ?? 0;
  const position = mishnahMasechtot.indexOf(masechta);
  const neighbour = (m: MishnahMasechta | undefined, p: number): LearningLink | undefined =>
    m
      ? {
          label: `${m.name} ${p}`,
          hebrewLabel: `${m.hebrewName} ${hebrewNumeral(p)}`,
          href: perekHref(m, p),
        }
      : undefined;
  const previousMasechta = mishnahMasechtot[position - 1];
  const nextMasechta = mishnahMasechtot[position + 1];
  return {
    page: {
      path,
      title: `${masechta.name}, perek ${perek}`,
      hebrewTitle: `${masechta.hebrewName} פרק ${hebrewNumeral(perek)}`,
      breadcrumbs: [
        { label: 'Mishna Yomi', href: '/learning/mishnayot' },
        {
          label: masechta.name,
          hebrewLabel: masechta.hebrewName,
          href: `/learning/mishnayot#${mishnahSlug(masechta)}`,
        },
      ],
      facts: [
        `Seder ${masechta.seder}`,
        `Perek ${perek} of ${masechta.perekCount}`,
        count(mishnayot, 'mishnah', 'mishnayot'),
      ],
      learntOn: (today) => {
        const key = perekKey(masechta, perek);
        const firstDay = perekDates(cycleStartOn(today, mishnaYomiStart, CYCLE_DAYS)).get(key);
        const date = learntDay(key, firstDay, today, perakimOn(today));
        return date ? [{ programme: 'Mishna Yomi', date }] : [];
      },
      textUrl: perekTextUrl(masechta, perek),
      posts: [{ mishnaMasechta: masechta.name, perek }],
      previous:
        perek > 1
          ? neighbour(masechta, perek - 1)
          : neighbour(previousMasechta, previousMasechta?.perekCount ?? 1),
      next:
        perek < masechta.perekCount ? neighbour(masechta, perek + 1) : neighbour(nextMasechta, 1),
    },
  };
}

/**
 * The perek on Sefaria. Hebcal's mishnayot table lists the masechtot under Sefaria's titles in the
 * order of reference-data's (both packages' tests check it), and its event builds Sefaria's address.
 */
function perekTextUrl(masechta: MishnahMasechta, perek: number): string | undefined {
  const title = Object.keys(hebcalMishnayot)[mishnahMasechtot.indexOf(masechta)];
  if (!title) return undefined;
  const last = masechta.mishnayot[perek - 1] ?? 1;
  const readings = [
    { k: title, v: `${perek}:1` },
    { k: title, v: `${perek}:${last}` },
  ];
  return new MishnaYomiEvent(hebrewDateOf('2000-01-01'), readings).url();
}
