import {
  bavliMasechtot,
  correctedDafPerakim,
  dafToIndex,
  dafYomiCycleLength,
  indexToDaf,
  mishnahMasechtot,
  mishnayotSedarim,
  perakimForDaf,
  type BavliMasechta,
  type DafLocation,
  type PerekRange,
} from '@openshiur/reference-data';

/** Addresses of the Daf Yomi pages. */
export const dafYomiHref = {
  masechta: (masechta: BavliMasechta) => `/dafyomi/${masechta.slug}`,
  daf: (masechta: BavliMasechta, daf: number) => `/dafyomi/${masechta.slug}/${daf}`,
  item: (masechta: BavliMasechta, daf: number, id: string) => `/dafyomi/${masechta.slug}/${daf}/${id}`,
};

/** "Berachos 5". */
export const dafLabel = ({ masechta, daf }: DafLocation) => `${masechta.name} ${daf}`;

/**
 * The dapim before and after one in the order of the cycle, across masechta boundaries
 * (Berachos 64 → Shabbos 2). The cycle is a cycle: after Nidah 73 it starts again at Berachos 2.
 */
export function neighbouringDafim(masechta: BavliMasechta, daf: number): { previous: DafLocation; next: DafLocation } {
  const index = dafToIndex(masechta, daf);
  if (index === undefined) throw new RangeError(`${masechta.name} has no daf ${daf}`);
  const at = (position: number) => {
    const location = indexToDaf((position + dafYomiCycleLength) % dafYomiCycleLength);
    if (!location) throw new RangeError(`No daf at position ${position}`);
    return location;
  };
  return { previous: at(index - 1), next: at(index + 1) };
}

/** The masechtot before and after one in the cycle; none before Berachos or after Nidah. */
export function neighbouringMasechtot(masechta: BavliMasechta): { previous?: BavliMasechta; next?: BavliMasechta } {
  const position = bavliMasechtot.indexOf(masechta);
  return { previous: bavliMasechtot[position - 1], next: bavliMasechtot[position + 1] };
}

/**
 * A masechta's perakim with usable ranges: reference-data's corrected table (the raw spec table
 * has rows that end before they start).
 */
export function perakimOf(masechta: BavliMasechta): readonly PerekRange[] {
  return correctedDafPerakim[masechta.name] ?? [];
}

/** The perakim with text on a daf: one, or two where one perek ends and the next begins. */
export function perakimOnDaf(masechta: BavliMasechta, daf: number): PerekRange[] {
  return perakimForDaf(masechta, daf);
}

/** "Perek 3" or "Perakim 1–2". */
export function perakimLabel(perakim: readonly PerekRange[]): string {
  if (perakim.length === 0) return '';
  const [first] = perakim;
  const last = perakim[perakim.length - 1];
  return perakim.length === 1 ? `Perek ${first!.perek}` : `Perakim ${first!.perek}–${last!.perek}`;
}

export interface DafYomiSeder {
  name: string;
  hebrewName: string;
  masechtot: BavliMasechta[];
}

/**
 * The cycle's masechtot grouped by seder of the Mishnah. The cycle visits the sedarim in order,
 * so cycle order within each seder is kept and the sedarim come out in Mishnah order.
 */
export function masechtotBySeder(): DafYomiSeder[] {
  const sederOf = new Map(mishnahMasechtot.map((masechta) => [masechta.name, masechta.seder]));
  return mishnayotSedarim
    .map((seder) => ({
      name: seder.name,
      hebrewName: seder.hebrewName,
      masechtot: bavliMasechtot.filter((masechta) => sederOf.get(masechta.name) === seder.name),
    }))
    .filter((seder) => seder.masechtot.length > 0);
}
