/**
 * The learning references demo posts point at, taken from reference-data so every masechta, daf,
 * perek, parsha and chapter is real and in range. Each list is in study order; a series walks
 * one list from a starting point (wrapping at the end, as the cycles do).
 */
import {
  allNach,
  bavliMasechtot,
  kitzur,
  mishnayotSedarim,
  mishnehTorahBooks,
  mitzvotSchedule,
  parshiot,
} from '@openshiur/reference-data';
import type { AmudSide } from '../schema/values';

export interface DafReference {
  masechta: string;
  daf: number;
  /** Null: the whole daf. */
  amud: AmudSide | null;
}

export interface MishnaReference {
  masechta: string;
  perek: number;
  mishnah: number;
}

export interface NachReference {
  book: string;
  chapter: number;
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Every daf of the Daf Yomi cycle, Berachos 2 … Nidah 73. */
export const dafSequence: readonly DafReference[] = bavliMasechtot.flatMap((masechta) =>
  range(masechta.firstDaf, masechta.lastDaf).map((daf) => ({
    masechta: masechta.name,
    daf,
    amud: null,
  })),
);

/**
 * Every amud of the cycle. `dafAmud` counts the printed amudim, so a masechta that ends on an
 * a-side (Berachos 64a) gets no b-side for its last daf.
 */
export const amudSequence: readonly DafReference[] = bavliMasechtot.flatMap((masechta) =>
  range(0, masechta.dafAmud - 1).map((index) => ({
    masechta: masechta.name,
    daf: masechta.firstDaf + Math.floor(index / 2),
    amud: index % 2 === 0 ? ('a' as const) : ('b' as const),
  })),
);

/** Every mishnah, Berachos 1:1 … Uktzin 3:12. */
export const mishnaSequence: readonly MishnaReference[] = mishnayotSedarim
  .flatMap((seder) => seder.masechtot)
  .flatMap((masechta) =>
    masechta.mishnayot.flatMap((count, perekIndex) =>
      range(1, count).map((mishnah) => ({
        masechta: masechta.name,
        perek: perekIndex + 1,
        mishnah,
      })),
    ),
  );

/** Every chapter of Nach, "Joshua 1" … "II Chronicles 36". */
export const nachSequence: readonly NachReference[] = allNach.map((chapter) => {
  // Book names contain spaces ("I Samuel", "Song of Songs"); the chapter is the last word.
  const split = chapter.lastIndexOf(' ');
  return { book: chapter.slice(0, split), chapter: Number(chapter.slice(split + 1)) };
});

export interface RambamReference {
  book: string;
  chapter: number;
}

/**
 * Every chapter of the Mishneh Torah in the order of the daily Rambam, "Transmission of the Oral
 * Law" 1 … "Kings and Wars" 12: 1017 chapters, one a day in the one-chapter cycle.
 */
export const rambamSequence: readonly RambamReference[] = mishnehTorahBooks.flatMap((book) =>
  range(1, book.chapters).map((chapter) => ({ book: book.book, chapter })),
);

/** Day number (days since 1970-01-01) of 1984-04-29, when the daily Rambam cycles began. */
const RAMBAM_CYCLE_START_DAY = Date.UTC(1984, 3, 29) / 86_400_000;

/** Where in `rambamSequence` the one-chapter cycle stands on a day (days since 1970-01-01). */
export function rambamPositionOn(dayNumber: number): number {
  const length = rambamSequence.length;
  return (((dayNumber - RAMBAM_CYCLE_START_DAY) % length) + length) % length;
}

/** Every siman of the Kitzur Shulchan Aruch, 1 … 221. */
export const kitzurSequence: readonly number[] = range(1, kitzur.length);

/**
 * The days of the site's daily mitzvot cycle (reference-data `mitzvotSchedule`), in order: a
 * series following it teaches the mitzvah of each of its days.
 */
export const mitzvahSequence = mitzvotSchedule;

/** The 54 parshiot in the order of the year. */
export const parshaSequence: readonly string[] = parshiot.map((parsha) => parsha.name);

/** Where in `dafSequence` a masechta begins; daf series start at the beginning of a masechta. */
export function startOfMasechta(sequence: readonly DafReference[], masechta: string): number {
  const index = sequence.findIndex((reference) => reference.masechta === masechta);
  if (index < 0) throw new Error(`Masechta ${masechta} is not in reference-data's Daf Yomi cycle`);
  return index;
}

/** The `step`-th item after `start`, wrapping around like a learning cycle. */
export function walk<T>(sequence: readonly T[], start: number, step: number): T {
  return sequence[(start + step) % sequence.length] as T;
}
