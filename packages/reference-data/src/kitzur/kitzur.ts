/**
 * The Kitzur Shulchan Aruch: se'ifim per siman, in Sefaria's division of the Hebrew text.
 *
 * Source: Sefaria's Hebrew text of "Kitzur Shulchan Arukh" (versionTitle "merged", the Torat Emet
 * edition), as exported in the Sefaria/Sefaria-Export repository, file
 * `cltk-flat/Halakhah/Kitzur Shulchan Arukh/Hebrew/merged.json` at commit
 * 3f1013631fdfe452e953a93a2c5f921319e394ed (the `json/…/Hebrew/merged.json` file of the same
 * commit holds the same text as nested arrays). Its keys are `"<siman-1>_Siman, <seif-1>_Seif"`,
 * so a siman's count is its last key's se'if index + 1.
 *
 * How each count was checked (see README, "Kitzur"):
 * - 66 simanim were read directly in that file: 1–5, 15–20, 46–53, 80–81, 113–117, 121–123,
 *   145–148, 154–159, 162–164, 167–176, 202–204 and 211–221.
 * - Every other siman but 6 has the value on which three independent sources agree: the per-siman
 *   tables `actualKitzurSeifimCounts` (Zemaneh-Yosef/RabbiOvadiahYosefCalendarAndroidApp,
 *   `DailyHalacha.kt`, from Hebrew Wikisource) and `siman_lengths` (HodofHod/SE-Modifications,
 *   `MY.Referencer.user.js`, linking to yonanewman.org), and a per-se'if audit of the Hebrew text
 *   of he.chabad.org (Ishayahu/kitzur-shulchan-aruch-questions, `chapters/NNN.md`). Wherever
 *   those sources disagreed (simanim 18, 49, 51, 80, 114, 145, 155, 167, 168, 204, 216, 217),
 *   the siman was read in Sefaria's text, which decided.
 * - Siman 6 (11) is the specification's value, and both tables'.
 *
 * Known variant: siman 114 has 14 se'ifim here, because Sefaria (like the Chabad.org text) numbers
 * the appended form of the bill of sale of chametz (נוסח שטר מכירת חמץ) as se'if 14; tables
 * that leave the form unnumbered give 13.
 */

/** Number of simanim (chapters) in the Kitzur Shulchan Aruch. */
export const kitzurSimanimCount = 221;

// prettier-ignore
const seifimPerSiman = [
  7, 9, 8, 6, 17, 11, 8, 6, 21, 26, // 1–10
  25, 15, 5, 8, 13, 5, 10, 22, 14, 12, // 11–20
  10, 10, 30, 12, 8, 22, 5, 13, 21, 9, // 21–30
  7, 27, 14, 16, 9, 28, 13, 15, 3, 21, // 31–40
  10, 23, 7, 18, 23, 46, 22, 10, 16, 16, // 41–50
  15, 18, 6, 9, 5, 7, 7, 14, 21, 15, // 51–60
  10, 18, 5, 4, 30, 12, 11, 12, 9, 5, // 61–70
  5, 23, 11, 4, 14, 23, 24, 11, 10, 93, // 71–80
  5, 13, 6, 19, 8, 7, 24, 18, 6, 23, // 81–90
  18, 10, 5, 27, 18, 15, 15, 37, 5, 22, // 91–100
  6, 7, 14, 21, 2, 8, 3, 7, 9, 15, // 101–110
  17, 6, 9, 14, 6, 18, 13, 11, 12, 11, // 111–120
  11, 17, 5, 22, 8, 4, 18, 16, 23, 6, // 121–130
  17, 5, 31, 15, 22, 10, 13, 10, 26, 3, // 131–140
  23, 10, 22, 9, 26, 4, 5, 4, 13, 17, // 141–150
  7, 17, 16, 7, 12, 3, 8, 4, 10, 6, // 151–160
  20, 14, 8, 10, 16, 5, 20, 7, 3, 2, // 161–170
  3, 3, 4, 3, 6, 8, 15, 5, 15, 16, // 171–180
  22, 16, 7, 11, 6, 4, 5, 5, 6, 3, // 181–190
  6, 10, 14, 12, 14, 22, 13, 16, 17, 11, // 191–200
  7, 16, 5, 11, 9, 11, 7, 15, 8, 9, // 201–210
  15, 5, 5, 3, 3, 3, 3, 2, 9, 10, // 211–220
  8, // 221
];

/**
 * The spec's `kitzur` table: one entry per siman (`kitzur[0]` is siman 1), the number of se'ifim
 * in Sefaria's division of the text. 221 entries, 2765 se'ifim in all.
 * @example
 * ```ts
 * import { kitzur } from '@openshiur/reference-data/kitzur';
 * kitzur.length; // 221
 * kitzur.slice(0, 6); // [7, 9, 8, 6, 17, 11]
 * kitzur.slice(-3); // [9, 10, 8]
 * kitzur[79]; // 93
 * ```
 */
export const kitzur: readonly number[] = /* @__PURE__ */ Object.freeze(seifimPerSiman);

/**
 * Se'ifim in a siman (1-based).
 * @returns the count, or `undefined` for a siman outside 1–221 (or not an integer).
 * @example
 * ```ts
 * import { seifimInKitzurSiman } from '@openshiur/reference-data/kitzur';
 * seifimInKitzurSiman(5); // 17
 * seifimInKitzurSiman(167); // 20
 * seifimInKitzurSiman(222); // undefined
 * ```
 */
export function seifimInKitzurSiman(siman: number): number | undefined {
  return Number.isInteger(siman) && siman >= 1 && siman <= kitzurSimanimCount
    ? kitzur[siman - 1]
    : undefined;
}
