/** The 39 masechtot of the Talmud Yerushalmi with daf counts (Vilna edition). */
import { yerushalmiRows } from '../data/yerushalmi.generated';
import { masechtaNameRecord } from '../masechtot/names';

/** A masechta of the Talmud Yerushalmi. */
export interface YerushalmiMasechta {
  name: string;
  hebrewName: string;
  /** Sefaria's title, e.g. "Jerusalem Talmud Berakhot". */
  sefaria: string;
  /** Number of dapim (Vilna edition), as the Yerushalmi Yomi cycle counts them: one a day. */
  dapim: number;
}

/**
 * The 39 Yerushalmi masechtot in the order of the Yerushalmi Yomi cycle (Vilna edition), with
 * their dapim. All of Zeraim, Moed, Nashim and Nezikin except Eduyos and Avos, and Nidah.
 * @example
 * ```ts
 * import { yerushalmiMasechtot } from '@openshiur/reference-data/yerushalmi';
 * yerushalmiMasechtot.length; // 39
 * yerushalmiMasechtot[0]; // { name: 'Berachos', hebrewName: 'ברכות', sefaria: 'Jerusalem Talmud Berakhot', dapim: 68 }
 * ```
 */
export const yerushalmiMasechtot: readonly YerushalmiMasechta[] = /* @__PURE__ */ yerushalmiRows.map((row) => {
  const record = masechtaNameRecord(row.name);
  return Object.freeze({
    name: row.name,
    hebrewName: record.hebrewName,
    sefaria: `Jerusalem Talmud ${record.sefaria}`,
    dapim: row.dapim,
  });
});
