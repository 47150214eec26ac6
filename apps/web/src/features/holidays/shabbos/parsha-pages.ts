import { doubleParshiot, parshiot, parshiotByBook, slugify } from '@openshiur/reference-data';

/** A parsha the Shabbos pages can show: one of the 54, or a double parsha read as one. */
export interface ParshaPage {
  /** reference-data's name ("Lech Lecha", "Matot-Masei"). */
  name: string;
  hebrewName: string;
  slug: string;
  /** The parshiot posts are tagged with: the parsha itself, or the two parts of a double. */
  parts: readonly string[];
}

const single = (name: string): ParshaPage => {
  const parsha = parshiot.find((candidate) => candidate.name === name);
  if (!parsha) throw new RangeError(`Unknown parsha ${name}`);
  return { name: parsha.name, hebrewName: parsha.hebrewName, slug: slugify(parsha.name), parts: [parsha.name] };
};

const doubles: ParshaPage[] = doubleParshiot.map((double) => ({
  name: double.name,
  hebrewName: double.hebrewName,
  slug: slugify(double.name),
  parts: double.parts.map((part) => part.name),
}));

const bySlug = new Map<string, ParshaPage>([
  ...parshiot.map((parsha) => [slugify(parsha.name), single(parsha.name)] as const),
  ...doubles.map((double) => [double.slug, double] as const),
]);

/** The parsha (or double parsha) at `/shabbos/{slug}`. */
export function parshaPageBySlug(slug: string): ParshaPage | undefined {
  return bySlug.get(slug);
}

/**
 * The reading of a Shabbos from its parsha numbers in the order of the Torah (1 = Bereshit), as
 * @hebcal/core's Sedra gives them: one number, or two for a double parsha.
 */
export function parshaPageByNumbers(numbers: number | readonly number[]): ParshaPage | undefined {
  const list = typeof numbers === 'number' ? [numbers] : numbers;
  const names = list.map((number) => parshiot[number - 1]?.name);
  if (names.some((name) => name === undefined)) return undefined;
  if (names.length === 1) return single(names[0]!);
  return doubles.find((double) => double.parts.join('|') === names.join('|'));
}

export const parshaHref = (parsha: ParshaPage) => `/shabbos/${parsha.slug}`;

/** The five books with their parshiot, each a page (the double parshiot are listed apart). */
export const parshaPagesByBook = parshiotByBook.map((book) => ({
  name: book.name,
  hebrewName: book.hebrewName,
  parshiot: book.parshiot.map((parsha) => single(parsha.name)),
}));

export const doubleParshaPages: readonly ParshaPage[] = doubles;
