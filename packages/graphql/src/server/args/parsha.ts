import {
  doubleParshiot,
  normalizeSpelling,
  parshiot,
  spellingVariants,
} from '@openshiur/reference-data';

const byKey = new Map(parshiot.map((parsha) => [normalizeSpelling(parsha.name), parsha.name]));
const doubleByKey = new Map(
  doubleParshiot.map((double) => [
    normalizeSpelling(double.name),
    double.parts.map((part) => part.name),
  ]),
);

/** The canonical name of one parsha in any spelling reference-data knows ("Lekh Lekha" → "Lech Lecha"). */
function singleParsha(spelling: string): string | undefined {
  const direct = byKey.get(normalizeSpelling(spelling));
  if (direct) return direct;
  for (const variant of spellingVariants(spelling)) {
    const name = byKey.get(normalizeSpelling(variant));
    if (name) return name;
  }
  return undefined;
}

/**
 * The parshiot a parsha filter names, as posts store them (reference-data's names): one for a
 * parsha in any spelling, both parts for a double parsha ("Matot-Masei", or its parts spelt any
 * known way: "Mattos-Masei"). Undefined when the spelling names no parsha.
 */
export function parshiotNamed(spelling: string): string[] | undefined {
  const single = singleParsha(spelling);
  if (single) return [single];
  const double = doubleByKey.get(normalizeSpelling(spelling));
  if (double) return double;
  // Single names contain hyphens too ("Lech-Lecha"), so try every hyphen as the split point.
  for (let at = spelling.indexOf('-'); at > 0; at = spelling.indexOf('-', at + 1)) {
    const first = singleParsha(spelling.slice(0, at));
    const second = singleParsha(spelling.slice(at + 1));
    if (!first || !second) continue;
    const pair = doubleByKey.get(normalizeSpelling(`${first}-${second}`));
    if (pair) return pair;
  }
  return undefined;
}
