/** The 34 books of Nach and the list of all their chapters. */
import { nachNameRecords } from '../data/nach-names';
import { nachChapterRows } from '../data/nach.generated';

/** A book of Nach (Prophets and Writings). */
export interface NachBook {
  /** English name, as Sefaria writes it: "I Samuel". */
  name: string;
  /** Transliterated Hebrew name: "Shmuel I". */
  hebrewTransliterated: string;
  /** Hebrew name: "שמואל א׳". */
  hebrewName: string;
  section: 'Neviim' | 'Kesuvim';
  chapters: number;
}

function buildBooks(): readonly NachBook[] {
  return nachNameRecords.map((record, index) => {
    const row = nachChapterRows[index];
    if (row?.hebcal !== (record.hebcal ?? record.name)) throw new Error(`Nach data out of order at ${record.name}`);
    return Object.freeze({
      name: record.name,
      hebrewTransliterated: record.transliterated,
      hebrewName: row.hebrewName,
      section: record.section,
      chapters: row.chapters,
    });
  });
}

/**
 * The 34 books of Nach in the order of the Hebrew Bible: 21 of Neviim (Joshua … Malachi) and
 * 13 of Kesuvim (Psalms … II Chronicles), in English and transliterated Hebrew.
 * @example
 * ```ts
 * import { nachBooks } from '@openshiur/reference-data/nach';
 * nachBooks[2]; // { name: 'I Samuel', hebrewTransliterated: 'Shmuel I', hebrewName: 'שמואל א׳', section: 'Neviim', chapters: 31 }
 * ```
 */
export const nachBooks: readonly NachBook[] = /* @__PURE__ */ buildBooks();

/**
 * Every chapter of Nach in order, "Joshua 1" … "II Chronicles 36" (742 chapters).
 * @example
 * ```ts
 * import { allNach } from '@openshiur/reference-data/nach';
 * [allNach[0], allNach.at(-1), allNach.length]; // ['Joshua 1', 'II Chronicles 36', 742]
 * ```
 */
export const allNach: readonly string[] = /* @__PURE__ */ nachBooks.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, index) => `${book.name} ${index + 1}`),
);
