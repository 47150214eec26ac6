/** Lookups over the master list of 63 masechta names (data/masechta-names.ts). */
import { masechtaNameRecords } from '../data/masechta-names';
import type { MasechtaNameRecord } from '../data/masechta-names';

const byName = new Map(masechtaNameRecords.map((record) => [record.name, record]));

/**
 * The master name record of a masechta, by its canonical name. Throws on an unknown name,
 * because every caller passes a name from the package's own curated tables.
 * @internal
 */
export function masechtaNameRecord(name: string): MasechtaNameRecord {
  const record = byName.get(name);
  if (!record) throw new Error(`Unknown masechta name: ${name}`);
  return record;
}

/**
 * Every spelling of a masechta in the master list, canonical name first.
 * @internal
 */
export function spellingsOfMasechta(record: MasechtaNameRecord): string[] {
  return [record.name, record.hebrewName, record.sefaria, ...record.ashkenazi, ...record.sephardi, ...record.academic];
}
