/**
 * The Kitzur Shulchan Aruch: se'ifim per siman.
 *
 * Only the counts this package could verify are filled in: the spec's opening and closing values
 * (simanim 1–6 and 219–221). Neither the spec, @hebcal/learning (whose Kitzur Yomi table ends every
 * siman with "E" rather than a number) nor any source reachable when this package was built gives
 * the others, so they are `null` rather than guessed. See README, "Kitzur".
 */

/** Number of simanim (chapters) in the Kitzur Shulchan Aruch. */
export const kitzurSimanimCount = 221;

const verifiedSeifim: Readonly<Record<number, number>> = {
  1: 7,
  2: 9,
  3: 8,
  4: 6,
  5: 17,
  6: 11,
  219: 9,
  220: 10,
  221: 8,
};

/**
 * The spec's `kitzur` table: one entry per siman (`kitzur[0]` is siman 1), the number of se'ifim,
 * or `null` where the count is not yet verified.
 * @example
 * ```ts
 * import { kitzur } from '@openshiur/reference-data/kitzur';
 * kitzur.length; // 221
 * kitzur.slice(0, 6); // [7, 9, 8, 6, 17, 11]
 * kitzur.slice(-3); // [9, 10, 8]
 * ```
 */
export const kitzur: readonly (number | null)[] = /* @__PURE__ */ Object.freeze(
  Array.from({ length: kitzurSimanimCount }, (_, index) => verifiedSeifim[index + 1] ?? null),
);

/**
 * Se'ifim in a siman (1-based).
 * @returns the count; `null` when the siman exists but its count is not yet verified;
 *   `undefined` for a siman outside 1–221.
 * @example
 * ```ts
 * import { seifimInKitzurSiman } from '@openshiur/reference-data/kitzur';
 * seifimInKitzurSiman(5); // 17
 * ```
 */
export function seifimInKitzurSiman(siman: number): number | null | undefined {
  return Number.isInteger(siman) && siman >= 1 && siman <= kitzurSimanimCount ? (kitzur[siman - 1] ?? null) : undefined;
}
