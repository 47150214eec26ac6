/** A unit's shiur count as the API gives it. */
export interface UnitCount {
  name?: string | null;
  number: number;
  amud?: string | null;
  count: number;
}

/**
 * Shiur counts by the keys schedule items use: "Berachos/3" (a perek, a daf, a chapter),
 * "Berachos/3a" (an amud), "Berachos" (everything of a masechta or book), "25" (a siman, a mitzvah).
 */
export function coverageMap(units: readonly UnitCount[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, count: number) => counts.set(key, (counts.get(key) ?? 0) + count);
  for (const unit of units) {
    if (!unit.name) {
      add(String(unit.number), unit.count);
      continue;
    }
    add(unit.name, unit.count);
    add(`${unit.name}/${unit.number}`, unit.count);
    if (unit.amud) add(`${unit.name}/${unit.number}${unit.amud}`, unit.count);
  }
  return counts;
}
