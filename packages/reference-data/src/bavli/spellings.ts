/**
 * External-source spelling maps of the Daf Yomi masechtot: how Sefaria, Hebcal and the common
 * Ashkenazi, Sephardi and academic transliterations write each one.
 */
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import type { DafYomiCycleRecord } from '../data/daf-yomi-cycle';
import { masechtaNameRecord } from '../masechtot/names';

/** Every known spelling of one masechta, by source. */
export interface MasechtaSpellings {
  /** Hebrew title. */
  hebrew: string;
  /** Sefaria's title, as used in its URLs and API (`Berakhot`, `Bava Kamma`). */
  sefaria: string;
  /** @hebcal/learning's Daf Yomi name (`Berachot`, `Baba Kamma`). */
  hebcal: string;
  ashkenazi: readonly string[];
  sephardi: readonly string[];
  academic: readonly string[];
  /**
   * Canonical names of the short masechtot printed as this one's continuation in the Daf Yomi
   * cycle (only Meilah: Kinnim, Tamid, Midos).
   */
  covers: readonly string[];
}

function toSpellings(cycle: DafYomiCycleRecord): MasechtaSpellings {
  const record = masechtaNameRecord(cycle.name);
  return {
    hebrew: record.hebrewName,
    sefaria: cycle.sefaria ?? record.sefaria,
    hebcal: cycle.hebcal,
    ashkenazi: record.ashkenazi,
    sephardi: record.sephardi,
    academic: record.academic,
    covers: (cycle.covers ?? []).map((covered) => covered.name),
  };
}

/**
 * All spellings per canonical masechta name, for the 37 masechtot of the cycle.
 * @example
 * ```ts
 * import { masechtaSpellings } from '@openshiur/reference-data/bavli';
 * masechtaSpellings['Kesuvos']?.sefaria; // 'Ketubot'
 * ```
 */
export const masechtaSpellings: Readonly<Record<string, MasechtaSpellings>> = /* @__PURE__ */ Object.fromEntries(
  dafYomiCycleRecords.map((cycle) => [cycle.name, toSpellings(cycle)]),
);

/**
 * Canonical name → Sefaria title. Shekalim maps to "Jerusalem Talmud Shekalim", the text the
 * Daf Yomi cycle learns.
 * @example sefariaMasechtaNames['Succah'] // 'Sukkah'
 */
export const sefariaMasechtaNames: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  dafYomiCycleRecords.map((cycle) => [cycle.name, cycle.sefaria ?? masechtaNameRecord(cycle.name).sefaria]),
);

/**
 * Canonical name → the name @hebcal/learning's `DafYomi` reports.
 * @example hebcalMasechtaNames['Bava Kama'] // 'Baba Kamma'
 */
export const hebcalMasechtaNames: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  dafYomiCycleRecords.map((cycle) => [cycle.name, cycle.hebcal]),
);
