/** Resolves any spelling of a masechta to its Daf Yomi cycle entry. */
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { normalizeSpelling } from '../normalize';
import { bavliMasechtot } from './masechtot';
import type { BavliMasechta } from './masechtot';
import { spellingsOfCycleEntry } from './cycle-spellings';

/** Words people put before a masechta name that do not change which masechta is meant. */
const prefixes = ['masechet', 'masechta', 'maseches', 'masekhet', 'masekhta', 'tractate', 'talmudbavli', 'bavli', 'מסכת'];

function buildLookup(): ReadonlyMap<string, BavliMasechta> {
  const lookup = new Map<string, BavliMasechta>();
  dafYomiCycleRecords.forEach((cycle, index) => {
    const masechta = bavliMasechtot[index];
    if (!masechta) return;
    for (const spelling of [...spellingsOfCycleEntry(cycle), masechta.slug]) {
      lookup.set(normalizeSpelling(spelling), masechta);
    }
  });
  return lookup;
}

// Built on first use, so importing the module costs nothing.
let lookup: ReadonlyMap<string, BavliMasechta> | undefined;

function stripPrefix(key: string): string {
  const prefix = prefixes.find((candidate) => key.startsWith(candidate) && key.length > candidate.length);
  return prefix ? key.slice(prefix.length) : key;
}

/**
 * Finds the Daf Yomi masechta for any spelling of its name: the canonical name, the URL slug,
 * Hebrew, Sefaria's and Hebcal's names, and common Ashkenazi, Sephardi and academic
 * transliterations. Matching ignores case, spaces, hyphens, apostrophes and diacritics, and a
 * leading "Masechet"/"Tractate"/"מסכת". Kinnim, Tamid and Midos resolve to Meilah, whose span
 * covers them in the cycle.
 *
 * @returns the masechta, or `undefined` when the spelling is not recognised.
 * @example
 * ```ts
 * import { resolveMasechta } from '@openshiur/reference-data/bavli';
 * resolveMasechta('Berakhot')?.name; // 'Berachos'
 * resolveMasechta('bava-kama')?.hebrewName; // 'בבא קמא'
 * resolveMasechta('כתובות')?.slug; // 'kesuvos'
 * resolveMasechta('Tamid')?.name; // 'Meilah'
 * ```
 */
export function resolveMasechta(spelling: string): BavliMasechta | undefined {
  lookup ??= buildLookup();
  const key = normalizeSpelling(spelling);
  return lookup.get(key) ?? lookup.get(stripPrefix(key));
}
