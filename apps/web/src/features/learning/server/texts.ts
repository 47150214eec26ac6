/**
 * The books of the daily-study programmes as the site addresses them: a slug per masechta of the
 * Mishnah, book of Nach and book of the Mishneh Torah, and the way back from any spelling (an
 * address, a name as @hebcal/learning writes it) to reference-data's entry.
 */
import {
  findMishnahMasechta,
  mishnahMasechtot,
  mishnehTorahBooks,
  nachBooks,
  normalizeSpelling,
  slugify,
  spellingVariants,
  yerushalmiMasechtot,
  type MishnahMasechta,
  type MishnehTorahBook,
  type NachBook,
  type YerushalmiMasechta,
} from '@openshiur/reference-data';

/** URL segment of a masechta of the Mishnah: "bava-kama". */
export const mishnahSlug = (masechta: MishnahMasechta): string => slugify(masechta.name);

/** A masechta of the Mishnah by any spelling (the slug, Hebrew, Sefaria's and Hebcal's names…). */
export function findMishnah(spelling: string): MishnahMasechta | undefined {
  return findMishnahMasechta(spelling.replaceAll('-', ' '));
}

/** The masechta of the Talmud Yerushalmi by any spelling of its name. */
export function findYerushalmi(spelling: string): YerushalmiMasechta | undefined {
  const name = findMishnahMasechta(spelling)?.name;
  return yerushalmiMasechtot.find((masechta) => masechta.name === name);
}

export const nachSlug = (book: NachBook): string => slugify(book.name);

let nachByKey: ReadonlyMap<string, NachBook> | undefined;

/**
 * A book of Nach by any spelling: its slug, English or transliterated name, Hebcal's name
 * ("Nachum"), or a known variant ("Shmuel Aleph").
 */
export function findNachBook(spelling: string): NachBook | undefined {
  nachByKey ??= new Map(
    nachBooks.flatMap((book) =>
      [
        book.name,
        book.hebrewTransliterated,
        book.hebrewName,
        nachSlug(book),
        ...spellingVariants(book.name),
      ].map((name) => [normalizeSpelling(name), book] as const),
    ),
  );
  return nachByKey.get(normalizeSpelling(spelling));
}

export const rambamSlug = (book: MishnehTorahBook): string => slugify(book.book);

let rambamByKey: ReadonlyMap<string, MishnehTorahBook> | undefined;

/** A book of the Mishneh Torah by its slug, English title (as Hebcal writes it) or Hebrew title. */
export function findRambamBook(spelling: string): MishnehTorahBook | undefined {
  rambamByKey ??= new Map(
    mishnehTorahBooks.flatMap((book) =>
      [book.book, book.hebrewName, rambamSlug(book)].map(
        (name) => [normalizeSpelling(name), book] as const,
      ),
    ),
  );
  return rambamByKey.get(normalizeSpelling(spelling));
}

/** The four books before "Foundations of the Torah" list the mitzvot; their "chapters" are parts. */
export const isRambamIntroduction = (book: MishnehTorahBook): boolean =>
  mishnehTorahBooks.indexOf(book) < 4;

export { mishnahMasechtot, mishnehTorahBooks, nachBooks };
