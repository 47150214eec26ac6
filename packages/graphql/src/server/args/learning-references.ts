/**
 * The learning references of a post (studio form or import) beyond the Daf Yomi one (which the studio's form
 * checks, see ../server/args/post-input.ts): a mishnah, parsha, Nach chapter, Rambam chapter,
 * Kitzur siman and mitzvah, each against reference-data and written in its canonical spelling,
 * so a row passes exactly when the posts table's CHECK constraints and the site's pages accept it.
 */
import {
  findMishnahMasechta,
  kitzurSimanimCount,
  mishnehTorahBooks,
  mitzvotCycle,
  nachBooks,
  normalizeSpelling,
  yerushalmiMasechtot,
  type YerushalmiMasechta,
} from '@openshiur/reference-data';
import { parshiotNamed } from './parsha';
import type { FieldError } from '../errors';

export interface OtherReferences {
  yerushalmiMasechta: string | null;
  yerushalmiDaf: number | null;
  mishnaMasechta: string | null;
  perek: number | null;
  mishnah: number | null;
  parsha: string | null;
  nachBook: string | null;
  nachChapter: number | null;
  rambamBook: string | null;
  rambamChapter: number | null;
  kitzurSiman: number | null;
  mitzvah: number | null;
}

/** A masechta of the Yerushalmi in any spelling the Mishnah's masechtot take (they share names). */
export function findYerushalmiMasechta(spelling: string): YerushalmiMasechta | undefined {
  const mishnahName = findMishnahMasechta(spelling)?.name;
  return yerushalmiMasechtot.find((masechta) => masechta.name === mishnahName);
}

/** What the reader gave: texts and whole numbers, each possibly missing. */
export type ReferenceInput = { [K in keyof OtherReferences]?: unknown };

const nachByKey = new Map(
  nachBooks.flatMap((book) => [
    [normalizeSpelling(book.name), book] as const,
    [normalizeSpelling(book.hebrewTransliterated), book] as const,
  ]),
);
const rambamByKey = new Map(mishnehTorahBooks.map((book) => [normalizeSpelling(book.book), book]));

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Checks every reference, adding one error per field at fault; the canonical values of the rest. */
export function checkOtherReferences(input: ReferenceInput, errors: FieldError[]): OtherReferences {
  const nach = checkChapter(errors, {
    bookField: 'nachBook',
    chapterField: 'nachChapter',
    book: text(input.nachBook),
    chapter: whole(input.nachChapter),
    find: (name) => {
      const book = nachByKey.get(normalizeSpelling(name));
      return book && { name: book.name, chapters: book.chapters };
    },
    unknown: 'Not a book of Nach',
  });
  const rambam = checkChapter(errors, {
    bookField: 'rambamBook',
    chapterField: 'rambamChapter',
    book: text(input.rambamBook),
    chapter: whole(input.rambamChapter),
    find: (name) => {
      const book = rambamByKey.get(normalizeSpelling(name));
      return book && { name: book.book, chapters: book.chapters };
    },
    unknown: 'Not a book of the Mishneh Torah (its English title, e.g. "Sabbath")',
  });
  const yerushalmi = checkChapter(errors, {
    bookField: 'yerushalmiMasechta',
    chapterField: 'yerushalmiDaf',
    book: text(input.yerushalmiMasechta),
    chapter: whole(input.yerushalmiDaf),
    find: (name) => {
      const masechta = findYerushalmiMasechta(name);
      return masechta && { name: masechta.name, chapters: masechta.dapim };
    },
    unknown: 'Not a masechta of the Yerushalmi',
    parts: 'dafim',
    needsBook: 'Choose the masechta of the Yerushalmi first',
  });
  return {
    yerushalmiMasechta: yerushalmi.book,
    yerushalmiDaf: yerushalmi.chapter,
    ...checkMishnah(input, errors),
    parsha: checkParsha(text(input.parsha), errors),
    nachBook: nach.book,
    nachChapter: nach.chapter,
    rambamBook: rambam.book,
    rambamChapter: rambam.chapter,
    kitzurSiman: inRange(whole(input.kitzurSiman), 1, kitzurSimanimCount, 'kitzurSiman', errors),
    mitzvah: inRange(whole(input.mitzvah), 1, mitzvotCycle.mitzvotCount, 'mitzvah', errors),
  };
}

function checkMishnah(input: ReferenceInput, errors: FieldError[]) {
  const spelling = text(input.mishnaMasechta);
  const perek = whole(input.perek);
  const mishnah = whole(input.mishnah);
  const none = { mishnaMasechta: null, perek: null, mishnah: null };
  if (!spelling) {
    if (perek !== null) errors.push({ field: 'perek', message: 'Choose the masechta of the Mishnah first' });
    else if (mishnah !== null) errors.push({ field: 'mishnah', message: 'Give the perek first' });
    return none;
  }
  const masechta = findMishnahMasechta(spelling);
  if (!masechta) {
    errors.push({ field: 'mishnaMasechta', message: 'Not a masechta of the Mishnah' });
    return none;
  }
  if (perek === null) {
    if (mishnah !== null) errors.push({ field: 'mishnah', message: 'Give the perek first' });
    return { ...none, mishnaMasechta: masechta.name };
  }
  if (perek < 1 || perek > masechta.perekCount) {
    errors.push({
      field: 'perek',
      message: `${masechta.name} has perakim 1 to ${masechta.perekCount}`,
    });
    return none;
  }
  const count = masechta.mishnayot[perek - 1] ?? 0;
  if (mishnah !== null && (mishnah < 1 || mishnah > count)) {
    errors.push({
      field: 'mishnah',
      message: `${masechta.name} ${perek} has mishnayot 1 to ${count}`,
    });
    return none;
  }
  return { mishnaMasechta: masechta.name, perek, mishnah };
}

/** One parsha, in any spelling the site knows; posts store single parshiot, not double ones. */
function checkParsha(spelling: string | null, errors: FieldError[]): string | null {
  if (!spelling) return null;
  const named = parshiotNamed(spelling);
  if (!named) errors.push({ field: 'parsha', message: 'Not a parsha' });
  else if (named.length > 1)
    errors.push({ field: 'parsha', message: `Name one parsha (${named.join(' or ')})` });
  else return named[0]!;
  return null;
}

interface ChapterCheck {
  bookField: 'nachBook' | 'rambamBook' | 'yerushalmiMasechta';
  chapterField: 'nachChapter' | 'rambamChapter' | 'yerushalmiDaf';
  book: string | null;
  chapter: number | null;
  find: (name: string) => { name: string; chapters: number } | undefined;
  unknown: string;
  /** What the book's parts are called (chapters unless said). */
  parts?: string;
  /** The message when a part is given without its book. */
  needsBook?: string;
}

function checkChapter(
  errors: FieldError[],
  check: ChapterCheck,
): { book: string | null; chapter: number | null } {
  const none = { book: null, chapter: null };
  if (!check.book) {
    if (check.chapter !== null)
      errors.push({ field: check.chapterField, message: check.needsBook ?? 'Choose the book first' });
    return none;
  }
  const book = check.find(check.book);
  if (!book) {
    errors.push({ field: check.bookField, message: check.unknown });
    return none;
  }
  if (check.chapter !== null && (check.chapter < 1 || check.chapter > book.chapters)) {
    errors.push({
      field: check.chapterField,
      message: `${book.name} has ${check.parts ?? 'chapters'} 1 to ${book.chapters}`,
    });
    return none;
  }
  return { book: book.name, chapter: check.chapter };
}

function inRange(
  value: number | null,
  minimum: number,
  maximum: number,
  field: string,
  errors: FieldError[],
): number | null {
  if (value === null) return null;
  if (value >= minimum && value <= maximum) return value;
  errors.push({ field, message: `From ${minimum} to ${maximum}` });
  return null;
}
