/** Every spelling of a Daf Yomi cycle entry (internal: feeds `resolveMasechta`). */
import type { DafYomiCycleRecord } from '../data/daf-yomi-cycle';
import { masechtaNameRecord, spellingsOfMasechta } from '../masechtot/names';

/**
 * Every spelling that names this cycle entry, canonical name first: the master-list spellings,
 * the cycle-specific Sefaria and Hebcal names, and the spellings of the masechtot it covers.
 */
export function spellingsOfCycleEntry(cycle: DafYomiCycleRecord): string[] {
  const covered = (cycle.covers ?? []).flatMap((entry) => [entry.hebcal, ...spellingsOfMasechta(masechtaNameRecord(entry.name))]);
  return [
    ...spellingsOfMasechta(masechtaNameRecord(cycle.name)),
    cycle.hebcal,
    ...(cycle.sefaria ? [cycle.sefaria] : []),
    ...covered,
  ];
}
