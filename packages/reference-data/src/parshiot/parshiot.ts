/** The 54 parshiot by book, with Hebrew names, and the seven double parshiot. */
import { chumashRecords } from '../data/parshiot';

/** One of the five books of the Torah, named as the spec names them. */
export type ChumashName = 'Bereshit' | 'Shemot' | 'Vayikra' | 'Bamidbar' | 'Devarim';

/**
 * A weekly Torah portion.
 * @example
 * ```ts
 * import { parshiot } from '@openshiur/reference-data/parshiot';
 * parshiot[0]; // { name: 'Bereshit', hebrewName: 'בראשית', book: 'Bereshit' }
 * ```
 */
export interface Parsha {
  name: string;
  /** Unpointed Hebrew name. */
  hebrewName: string;
  /** The book of the Torah it belongs to. */
  book: string;
}

/** A book of the Torah with its parshiot. */
export interface Chumash {
  name: ChumashName;
  hebrewName: string;
  englishName: string;
  parshiot: readonly Parsha[];
}

/**
 * The five books with their parshiot, in order.
 * @example
 * ```ts
 * import { parshiotByBook } from '@openshiur/reference-data/parshiot';
 * parshiotByBook.map((book) => book.parshiot.length); // [12, 11, 10, 10, 11]
 * ```
 */
export const parshiotByBook: readonly Chumash[] = chumashRecords.map((book) =>
  Object.freeze({
    name: book.name as ChumashName,
    hebrewName: book.hebrewName,
    englishName: book.englishName,
    parshiot: book.parshiot.map((parsha) =>
      Object.freeze({ name: parsha.name, hebrewName: parsha.hebrewName, book: book.name }),
    ),
  }),
);

/**
 * All 54 parshiot in Torah order, Bereshit … Vezot Haberachah.
 * @example
 * ```ts
 * import { parshiot } from '@openshiur/reference-data/parshiot';
 * parshiot.length; // 54
 * parshiot.find((p) => p.name === 'Korach')?.hebrewName; // 'קרח'
 * ```
 */
export const parshiot: readonly Parsha[] = parshiotByBook.flatMap((book) => book.parshiot);

/** A pair of parshiot read together in some years. */
export interface DoubleParsha {
  /** The pair's name as the spec writes it, e.g. "Tazria-Metzorah". */
  name: string;
  hebrewName: string;
  /** The two parshiot, in order. */
  parts: readonly [Parsha, Parsha];
}

function pair(first: string, second: string): DoubleParsha {
  const firstParsha = parshiot.find((parsha) => parsha.name === first);
  const secondParsha = parshiot.find((parsha) => parsha.name === second);
  if (!firstParsha || !secondParsha) throw new Error(`unknown parsha in ${first}-${second}`);
  return Object.freeze({
    name: `${first}-${second}`,
    hebrewName: `${firstParsha.hebrewName}-${secondParsha.hebrewName}`,
    parts: [firstParsha, secondParsha] as const,
  });
}

/**
 * The seven double parshiot, in Torah order.
 * @example
 * ```ts
 * import { doubleParshiot } from '@openshiur/reference-data/parshiot';
 * doubleParshiot.map((d) => d.name).slice(0, 3); // ['Vayakhel-Pekudei', 'Tazria-Metzorah', 'Acharei Mot-Kedoshim']
 * doubleParshiot.length; // 7
 * ```
 */
export const doubleParshiot: readonly DoubleParsha[] = [
  pair('Vayakhel', 'Pekudei'),
  pair('Tazria', 'Metzorah'),
  pair('Acharei Mot', 'Kedoshim'),
  pair('Behar', 'Bechukotai'),
  pair('Chukat', 'Balak'),
  pair('Matot', 'Masei'),
  pair('Nitzavim', 'Vayeilech'),
];
