/**
 * Transliteration variants for search: every known spelling of a masechta, parsha, holiday or
 * book of Nach, so that a search engine can fold "Shabbat" and "Shabbos" (or "Berakhot" and
 * "Berachos") into one term at index and query time.
 */
import { chumashRecords } from '../data/parshiot';
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { holidaySpellings } from '../data/holiday-spellings';
import { masechtaNameRecords } from '../data/masechta-names';
import { nachNameRecords } from '../data/nach-names';
import { masechtaNameRecord, spellingsOfMasechta } from '../masechtot/names';
import { normalizeSpelling } from '../normalize';

/** What a group of spellings names. */
export type SpellingKind = 'masechta' | 'parsha' | 'holiday' | 'nach';

/** All spellings of one name; the first is the package's canonical spelling. */
export interface SpellingGroup {
  kind: SpellingKind;
  spellings: readonly string[];
}

function masechtaGroups(): SpellingGroup[] {
  const extra = new Map<string, string[]>();
  for (const cycle of dafYomiCycleRecords) {
    for (const entry of [cycle, ...(cycle.covers ?? [])]) {
      extra.set(entry.name, [...(extra.get(entry.name) ?? []), entry.hebcal]);
    }
  }
  return masechtaNameRecords.map((record) => ({
    kind: 'masechta',
    spellings: [...spellingsOfMasechta(masechtaNameRecord(record.name)), ...(extra.get(record.name) ?? [])],
  }));
}

function parshaGroups(): SpellingGroup[] {
  const books = chumashRecords.map((book): SpellingGroup => ({
    kind: 'parsha',
    spellings: [book.name, book.hebrewName, book.englishName, ...book.ashkenazi],
  }));
  const parshiot = chumashRecords.flatMap((book) =>
    book.parshiot.map((parsha): SpellingGroup => ({
      kind: 'parsha',
      spellings: [
        parsha.name,
        parsha.hebrewName,
        parsha.hebcal,
        parsha.sefaria,
        ...parsha.ashkenazi,
        ...parsha.sephardi,
        ...(parsha.hebrewVariants ?? []),
      ],
    })),
  );
  return [...books, ...parshiot];
}

function holidayGroups(): SpellingGroup[] {
  return Object.entries(holidaySpellings).map(([holiday, record]) => ({
    kind: 'holiday',
    spellings: [holiday, ...(record.hebcal ? [record.hebcal] : []), ...record.variants],
  }));
}

function nachGroups(): SpellingGroup[] {
  return nachNameRecords.map((record) => ({
    kind: 'nach',
    spellings: [record.name, record.transliterated, ...(record.hebcal ? [record.hebcal] : []), ...record.variants],
  }));
}

/** Removes spellings that differ only in case, spacing or punctuation, keeping the first. */
function distinct(spellings: readonly string[]): string[] {
  const seen = new Set<string>();
  return spellings.filter((spelling) => {
    const key = normalizeSpelling(spelling);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every spelling group the package knows: 63 masechtot, the five books and 54 parshiot, the 24
 * holidays and the 34 books of Nach.
 */
export const spellingGroups: readonly SpellingGroup[] = /* @__PURE__ */ [
  ...masechtaGroups(),
  ...parshaGroups(),
  ...holidayGroups(),
  ...nachGroups(),
].map((group) => Object.freeze({ kind: group.kind, spellings: Object.freeze(distinct(group.spellings)) }));

let groupsByKey: ReadonlyMap<string, readonly SpellingGroup[]> | undefined;

function indexGroups(): ReadonlyMap<string, readonly SpellingGroup[]> {
  const index = new Map<string, SpellingGroup[]>();
  for (const group of spellingGroups) {
    for (const spelling of group.spellings) {
      const key = normalizeSpelling(spelling);
      const groups = index.get(key) ?? [];
      if (!groups.includes(group)) groups.push(group);
      index.set(key, groups);
    }
  }
  return index;
}

/**
 * The other spellings of a masechta, parsha, holiday or Nach book name. Matching ignores case,
 * spaces, hyphens, apostrophes and diacritics; the result leaves out spellings that match the
 * term itself under those rules. When a spelling names several things (Hebrew "שבועות" is both
 * Shavuot and masechta Shevuos; "Shekalim" is a masechta and a special Shabbos), the variants
 * of all of them are returned.
 *
 * @returns the other spellings, canonical ones first; empty when the term is not recognised.
 * @example
 * ```ts
 * import { spellingVariants } from '@openshiur/reference-data/spelling';
 * spellingVariants('Shabbat').includes('Shabbos'); // true
 * spellingVariants('Berakhot').includes('Brachot'); // true
 * spellingVariants('Succos').includes('Sukkot'); // true
 * spellingVariants('Lech-Lecha').includes('Lekh Lekha'); // true
 * spellingVariants('unknown'); // []
 * ```
 */
export function spellingVariants(term: string): string[] {
  groupsByKey ??= indexGroups();
  const key = normalizeSpelling(term);
  const groups = groupsByKey.get(key) ?? [];
  return distinct(groups.flatMap((group) => group.spellings)).filter((spelling) => normalizeSpelling(spelling) !== key);
}
