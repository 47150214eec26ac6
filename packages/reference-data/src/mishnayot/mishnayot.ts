/** The mishnayot tree: 6 sedarim → 63 masechtot → mishnayot per perek. */
import { masechtaNameRecords, sederNames } from '../data/masechta-names';
import type { SederName } from '../data/masechta-names';
import { mishnayotCountRows } from '../data/mishnayot.generated';
import { resolveMasechtaName } from '../masechtot/resolve';

export type { SederName };

/**
 * A masechta of the Mishnah, in the spec's shape (`dappim` and `perakim` are strings) plus
 * numeric conveniences.
 */
export interface MishnahMasechta {
  name: string;
  hebrewName: string;
  /**
   * Last daf of the masechta's Talmud Bavli in the Vilna Shas, as a string ("64" for Berachos:
   * dafim are counted from the title page, so the last daf is the usual "number of dafim"); empty
   * when there is no Bavli (Shekalim, Kinnim and Midos included).
   */
  dappim: string;
  /** Number of perakim, as a string. */
  perakim: string;
  /** Number of perakim. */
  perekCount: number;
  /** Number of mishnayot in each perek: `mishnayot[0]` is perek 1. */
  mishnayot: readonly number[];
  seder: SederName;
}

/** A seder of the Mishnah with its masechtot. */
export interface Seder {
  name: SederName;
  hebrewName: string;
  masechtot: readonly MishnahMasechta[];
}

const sederHebrewNames: Readonly<Record<SederName, string>> = {
  Zeraim: 'זרעים',
  Moed: 'מועד',
  Nashim: 'נשים',
  Nezikin: 'נזיקין',
  Kodashim: 'קדשים',
  Tohorot: 'טהרות',
};

function buildMasechtot(): readonly MishnahMasechta[] {
  return masechtaNameRecords.map((record, index) => {
    const counts = mishnayotCountRows[index];
    if (counts?.name !== record.name) throw new Error(`mishnayot counts out of order at ${record.name}`);
    return Object.freeze({
      name: record.name,
      hebrewName: record.hebrewName,
      dappim: counts.lastDaf === undefined ? '' : String(counts.lastDaf),
      perakim: String(counts.mishnayot.length),
      perekCount: counts.mishnayot.length,
      mishnayot: Object.freeze([...counts.mishnayot]),
      seder: record.seder,
    });
  });
}

/**
 * All 63 masechtot of the Mishnah in order (Berachos … Uktzin).
 * @example
 * ```ts
 * import { mishnahMasechtot } from '@openshiur/reference-data/mishnayot';
 * mishnahMasechtot.length; // 63
 * ```
 */
export const mishnahMasechtot: readonly MishnahMasechta[] = /* @__PURE__ */ buildMasechtot();

/**
 * The mishnayot tree: the six sedarim in order, each with its masechtot.
 * @example
 * ```ts
 * import { mishnayotSedarim } from '@openshiur/reference-data/mishnayot';
 * mishnayotSedarim.map((seder) => seder.masechtot.length); // [11, 12, 7, 10, 11, 12]
 * mishnayotSedarim[0]?.masechtot[0]?.mishnayot; // [5, 8, 6, 7, 5, 8, 5, 8, 5]
 * ```
 */
export const mishnayotSedarim: readonly Seder[] = /* @__PURE__ */ sederNames.map((name) =>
  Object.freeze({
    name,
    hebrewName: sederHebrewNames[name],
    masechtot: mishnahMasechtot.filter((masechta) => masechta.seder === name),
  }),
);

/**
 * Finds a masechta of the Mishnah by any spelling (canonical, Hebrew, Sefaria, Hebcal, common
 * transliterations; case, spacing, hyphens, apostrophes and diacritics are ignored).
 * @example
 * ```ts
 * import { findMishnahMasechta } from '@openshiur/reference-data/mishnayot';
 * findMishnahMasechta('Mishnah Oktzin')?.name; // 'Uktzin'
 * ```
 */
export function findMishnahMasechta(spelling: string): MishnahMasechta | undefined {
  const name = resolveMasechtaName(spelling);
  return name === undefined ? undefined : mishnahMasechtot.find((masechta) => masechta.name === name);
}

/**
 * Number of mishnayot in one perek (1-based) of a masechta given by any spelling.
 * @returns undefined for an unknown masechta or perek.
 * @example
 * ```ts
 * import { mishnayotInPerek } from '@openshiur/reference-data/mishnayot';
 * mishnayotInPerek('Berachos', 3); // 6
 * ```
 */
export function mishnayotInPerek(masechta: string, perek: number): number | undefined {
  return findMishnahMasechta(masechta)?.mishnayot[perek - 1];
}
