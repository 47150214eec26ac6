/**
 * The 37 masechtot of the Daf Yomi cycle (Talmud Bavli, with Shekalim from the Yerushalmi),
 * joining the curated names (data/bavli-names.ts) with the counts generated from @hebcal/learning.
 */
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { dafYomiCountRows } from '../data/daf-yomi.generated';
import { masechtaNameRecord } from '../masechtot/names';
import { slugify } from '../slug';

/**
 * One masechta of the Daf Yomi cycle.
 *
 * How to read the counts: pagination starts at daf 2, so a masechta of `dafBlat` dafim runs from
 * daf 2 to daf `dafBlat + 1`. Berachos has `dafBlat` 63 and `dafAmud` 125: 63 dafim (2a … 64a,
 * 63 days of the cycle) and 125 amudim (it ends on 64a, so the last daf has one amud). The
 * specification's table heads `dafBlat` "last daf"; read it as the number of dafim, and use
 * `lastDaf` for the last daf number.
 *
 * @example
 * ```ts
 * import { bavliMasechtot } from '@openshiur/reference-data/bavli';
 * bavliMasechtot[0]; // { name: 'Berachos', slug: 'berachos', hebrewName: 'ברכות', dafBlat: 63, dafAmud: 125, firstDaf: 2, lastDaf: 64 }
 * ```
 */
export interface BavliMasechta {
  /** The site's canonical (Ashkenazi) name, e.g. "Bava Kama". */
  name: string;
  /** Lowercase-hyphenated name used in URLs: `/dafyomi/{slug}/{daf}`, e.g. "bava-kama". */
  slug: string;
  /** Hebrew title, e.g. "בבא קמא". */
  hebrewName: string;
  /** Number of dafim (and of Daf Yomi days): `lastDaf - firstDaf + 1`. */
  dafBlat: number;
  /** Number of amudim (sides), from `firstDaf` a to the last printed amud. */
  dafAmud: number;
  /** First valid daf number in the cycle (always 2). */
  firstDaf: number;
  /** Last valid daf number in the cycle (Berachos 64, Meilah 37 including Kinnim, Tamid and Midos). */
  lastDaf: number;
}

/** A masechta name with its Daf Yomi counts: the spec's `dafMasechtaNames` row. */
export interface DafMasechtaName {
  name: string;
  /** Number of dafim (Berachos 63: daf 2 to 64). The spec's table heads it "last daf". */
  dafBlat: number;
  /** Number of amudim (Berachos 125: 2a to 64a). */
  dafAmud: number;
}

function buildBavliMasechtot(): readonly BavliMasechta[] {
  return dafYomiCycleRecords.map((record, index) => {
    const counts = dafYomiCountRows[index];
    // The generator walks dafYomiCycleRecords in order; a mismatch means the data is stale.
    if (counts?.name !== record.name) throw new Error(`Daf Yomi counts out of order at ${record.name}`);
    return Object.freeze({
      name: record.name,
      slug: slugify(record.name),
      hebrewName: masechtaNameRecord(record.name).hebrewName,
      dafBlat: counts.dafBlat,
      dafAmud: counts.dafAmud,
      firstDaf: counts.firstDaf,
      lastDaf: counts.lastDaf,
    });
  });
}

/**
 * The 37 masechtot of the Daf Yomi cycle in cycle order, Berachos … Nidah, including Shekalim.
 * Meilah's span (daf 2–37) includes Kinnim, Tamid and Midos, as in the cycle.
 *
 * @example
 * ```ts
 * import { bavliMasechtot } from '@openshiur/reference-data/bavli';
 * bavliMasechtot.find((m) => m.slug === 'bava-basra')?.dafAmud; // 350
 * ```
 */
export const bavliMasechtot: readonly BavliMasechta[] = /* @__PURE__ */ buildBavliMasechtot();

/**
 * The spec's `dafMasechtaNames`: name, dafBlat (number of dafim) and dafAmud (number of amudim)
 * per masechta, 37 entries in cycle order.
 *
 * @example
 * ```ts
 * import { dafMasechtaNames } from '@openshiur/reference-data/bavli';
 * dafMasechtaNames[1]; // { name: 'Shabbos', dafBlat: 156, dafAmud: 312 }
 * ```
 */
export const dafMasechtaNames: readonly DafMasechtaName[] = bavliMasechtot.map(({ name, dafBlat, dafAmud }) =>
  Object.freeze({ name, dafBlat, dafAmud }),
);

/**
 * The alternative ordering: the 36 masechtot that have Talmud Bavli, in cycle order, without
 * Shekalim (whose Gemara is the Yerushalmi's). Use it where only Bavli masechtot make sense.
 *
 * @example
 * ```ts
 * import { bavliMasechtaOrderWithoutShekalim } from '@openshiur/reference-data/bavli';
 * bavliMasechtaOrderWithoutShekalim.length; // 36
 * bavliMasechtaOrderWithoutShekalim[4]; // 'Yoma'
 * ```
 */
export const bavliMasechtaOrderWithoutShekalim: readonly string[] = bavliMasechtot
  .filter((masechta) => masechta.name !== 'Shekalim')
  .map((masechta) => masechta.name);

/**
 * Hebrew name per canonical masechta name.
 * @example hebrewMasechtaNames['Bava Kama'] // 'בבא קמא'
 */
export const hebrewMasechtaNames: Readonly<Record<string, string>> = Object.fromEntries(
  bavliMasechtot.map((masechta) => [masechta.name, masechta.hebrewName]),
);

/**
 * The masechta with this exact slug, e.g. from a `/dafyomi/{slug}/{daf}` URL.
 * @example bavliMasechtaBySlug('bava-kama')?.name // 'Bava Kama'
 */
export function bavliMasechtaBySlug(slug: string): BavliMasechta | undefined {
  return bavliMasechtot.find((masechta) => masechta.slug === slug);
}
