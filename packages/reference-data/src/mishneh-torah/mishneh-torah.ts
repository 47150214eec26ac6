/** The Mishneh Torah's 88 books (hilchot) with chapter counts. */
import { mishnehTorahRows } from '../data/mishneh-torah.generated';

/** A book (set of hilchot) of the Mishneh Torah. */
export interface MishnehTorahBook {
  /** Sefaria's English title, as the spec lists it: "Foundations of the Torah". */
  book: string;
  /** Hebrew title: "הלכות יסודי התורה". */
  hebrewName: string;
  chapters: number;
}

/**
 * The 88 books in order, from the introduction ("Transmission of the Oral Law") to "Kings and Wars".
 * @example
 * ```ts
 * import { mishnehTorahBooks } from '@openshiur/reference-data/mishneh-torah';
 * mishnehTorahBooks[16]; // { book: 'Sabbath', hebrewName: 'הלכות שבת', chapters: 30 }
 * ```
 */
export const mishnehTorahBooks: readonly MishnehTorahBook[] = /* @__PURE__ */ mishnehTorahRows.map((row) =>
  Object.freeze({ ...row }),
);

/**
 * The spec's `mishneTorah` table: `[book title, chapter count]` pairs, 88 in order.
 * @example
 * ```ts
 * import { mishneTorah } from '@openshiur/reference-data/mishneh-torah';
 * mishneTorah[0]; // ['Transmission of the Oral Law', 3]
 * mishneTorah.reduce((sum, [, chapters]) => sum + chapters, 0); // 1017
 * ```
 */
export const mishneTorah: readonly (readonly [book: string, chapters: number])[] = /* @__PURE__ */ mishnehTorahRows.map(
  (row) => Object.freeze([row.book, row.chapters] as const),
);
