/**
 * Perek ranges per masechta (the spec's `dafPerakim` / tractate table) and the perek a daf is in.
 */
import { dafPerakimCorrections, dafPerakimSource } from '../data/daf-perakim';
import { bavliMasechtot } from './masechtot';
import { toMasechta } from './masechta-input';
import type { MasechtaInput } from './masechta-input';

/** One perek's span: the daf it opens on and the daf it closes on (inclusive). */
export interface PerekRange {
  /** 1-based perek number. */
  perek: number;
  startDaf: number;
  endDaf: number;
}

function parseRanges(source: string): PerekRange[] {
  return source.split(',').map((range, index) => {
    const [startDaf, endDaf] = range.trim().split('-').map(Number);
    if (startDaf === undefined || endDaf === undefined) throw new Error(`bad perek range '${range}'`);
    return Object.freeze({ perek: index + 1, startDaf, endDaf });
  });
}

function buildTable(corrected: boolean): Readonly<Record<string, readonly PerekRange[]>> {
  return Object.fromEntries(
    bavliMasechtot.map(({ name }) => {
      const source = dafPerakimSource[name];
      if (source === undefined) throw new Error(`no perakim for ${name}`);
      const corrections = corrected ? (dafPerakimCorrections[name] ?? {}) : {};
      const ranges = parseRanges(source).map((range) => {
        const fix = corrections[range.perek];
        return fix ? Object.freeze({ perek: range.perek, startDaf: fix[0], endDaf: fix[1] }) : range;
      });
      return [name, Object.freeze(ranges)];
    }),
  );
}

/**
 * The spec's `dafPerakim` (tractate) table: per masechta, in cycle order, each perek's start and
 * end daf. Rows from Shekalim on are exactly as the spec gives them, irregular entries included
 * (Yevamos perek 13 is "107-102"); use `correctedDafPerakim` when you need usable ranges.
 * Meilah's 19 rows cover Kinnim, Tamid and Midos as the spec lists them.
 * @example
 * ```ts
 * import { dafPerakim } from '@openshiur/reference-data/bavli';
 * dafPerakim['Succah']?.[1]; // { perek: 2, startDaf: 20, endDaf: 29 }
 * ```
 */
export const dafPerakim: Readonly<Record<string, readonly PerekRange[]>> = /* @__PURE__ */ buildTable(false);

/**
 * `dafPerakim` with its irregular entries corrected (see README, "Perek ranges"): every row is
 * contiguous, starts at daf 2 and ends on the masechta's last daf. `perekForDaf` uses this table.
 * @example
 * ```ts
 * import { correctedDafPerakim } from '@openshiur/reference-data/bavli';
 * correctedDafPerakim['Yevamos']?.[12]; // { perek: 13, startDaf: 107, endDaf: 112 }
 * ```
 */
export const correctedDafPerakim: Readonly<Record<string, readonly PerekRange[]>> = /* @__PURE__ */ buildTable(true);

/**
 * Every perek that has text on a daf (two when one perek ends and the next begins on it), from
 * `correctedDafPerakim`.
 * @example
 * ```ts
 * import { perakimForDaf } from '@openshiur/reference-data/bavli';
 * perakimForDaf('Succah', 20).map((range) => range.perek); // [1, 2]
 * ```
 */
export function perakimForDaf(masechta: MasechtaInput, daf: number): PerekRange[] {
  const entry = toMasechta(masechta);
  if (!entry) return [];
  return (correctedDafPerakim[entry.name] ?? []).filter((range) => range.startDaf <= daf && daf <= range.endDaf);
}

/**
 * The perek a daf belongs to: the first perek with text on that daf (from `correctedDafPerakim`).
 * @returns the 1-based perek number, or undefined for an unknown masechta or a daf out of range.
 * @example
 * ```ts
 * import { perekForDaf } from '@openshiur/reference-data/bavli';
 * perekForDaf('Yevamos', 50); // 5
 * perekForDaf('yevamot', 120); // 16
 * ```
 */
export function perekForDaf(masechta: MasechtaInput, daf: number): number | undefined {
  return perakimForDaf(masechta, daf)[0]?.perek;
}
