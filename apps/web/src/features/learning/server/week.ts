import 'server-only';
import { HebrewCalendar, Locale } from '@hebcal/core';
import {
  normalizeSpelling,
  parshiot,
  spellingVariants,
  type Parsha,
} from '@openshiur/reference-data';
import { isoOfRataDie, hebrewDateOf } from './hebcal-dates';
import type { IsoDate } from './calendar-day';

/** A day's Hebrew date, in English and in Hebrew. */
export interface HebrewDay {
  /** "11th of Kislev, 5787". */
  english: string;
  /** "י״א כסלו תשפ״ז". */
  hebrew: string;
}

export function hebrewDay(date: IsoDate): HebrewDay {
  const hdate = hebrewDateOf(date);
  return { english: hdate.render('en'), hebrew: hdate.renderGematriya(true) };
}

/** What is read on the Shabbos of a week. */
export interface WeeklyReading {
  /** The Shabbos (the day itself on a Shabbos). */
  shabbos: IsoDate;
  /** "Vayetzei", "Vayakhel-Pekudei", or the festival ("Shavuot") when it displaces the parsha. */
  name: string;
  hebrewName: string;
  /** The parshiot as posts name them (two for a double parsha, none on a festival). */
  parshiot: Parsha[];
  /** True when a festival is read instead of the weekly parsha. */
  festival: boolean;
}

let parshaByKey: ReadonlyMap<string, Parsha> | undefined;

/** reference-data's parsha for Hebcal's name of it ("Achrei Mot", "Sh'lach"…). */
function siteParsha(hebcalName: string): Parsha | undefined {
  parshaByKey ??= new Map(
    parshiot.flatMap((parsha) =>
      [parsha.name, ...spellingVariants(parsha.name)].map(
        (name) => [normalizeSpelling(name), parsha] as const,
      ),
    ),
  );
  return parshaByKey.get(normalizeSpelling(hebcalName));
}

/**
 * The reading of the coming Shabbos (today's, on Shabbos), in Israel or the diaspora: the two
 * schedules differ for some weeks after a festival's extra day.
 */
export function weeklyReading(date: IsoDate, inIsrael: boolean): WeeklyReading {
  const shabbos = hebrewDateOf(date).onOrAfter(6);
  const sedra = HebrewCalendar.getSedra(shabbos.getFullYear(), inIsrael).lookup(shabbos);
  const hebrewName = sedra.parsha.map((name) => Locale.gettext(name, 'he-x-NoNikud')).join('-');
  if (sedra.chag) {
    return {
      shabbos: isoOfRataDie(shabbos.abs()),
      name: sedra.parsha.join('-'),
      hebrewName,
      parshiot: [],
      festival: true,
    };
  }
  const matched = sedra.parsha.map(siteParsha);
  const parshiotRead = matched.filter((parsha): parsha is Parsha => parsha !== undefined);
  return {
    shabbos: isoOfRataDie(shabbos.abs()),
    name: sedra.parsha.map((name, index) => matched[index]?.name ?? name).join('-'),
    hebrewName,
    parshiot: parshiotRead,
    festival: false,
  };
}
