/** Resolves any spelling of any of the 63 masechtot to its canonical name. */
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { masechtaNameRecords } from '../data/masechta-names';
import { normalizeSpelling } from '../normalize';
import { spellingsOfMasechta } from './names';

function buildLookup(): ReadonlyMap<string, string> {
  const lookup = new Map<string, string>();
  for (const record of masechtaNameRecords) {
    for (const spelling of spellingsOfMasechta(record)) lookup.set(normalizeSpelling(spelling), record.name);
  }
  // @hebcal/learning's Daf Yomi names ("Baba Kamma", "Midot") name the same masechtot.
  for (const cycle of dafYomiCycleRecords) {
    for (const entry of [cycle, ...(cycle.covers ?? [])]) lookup.set(normalizeSpelling(entry.hebcal), entry.name);
  }
  return lookup;
}

let lookup: ReadonlyMap<string, string> | undefined;

/**
 * Canonical name of any of the 63 masechtot from any spelling (same matching rules as
 * `resolveMasechta`, including a "Mishnah " prefix as in Sefaria's titles).
 * @internal
 */
export function resolveMasechtaName(spelling: string): string | undefined {
  lookup ??= buildLookup();
  const key = normalizeSpelling(spelling);
  return lookup.get(key) ?? lookup.get(key.replace(/^(mishnah|mishna|masechet|masechta|maseches|tractate|מסכת|משנה)/, ''));
}
