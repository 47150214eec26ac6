import { SUGGEST_PATH } from '@openshiur/search/client';

/**
 * What visitors type into the search field, for `pnpm bench:search`: English words, names in
 * other spellings (Berachos/Berakhot, Shabbos/Shabbat), Hebrew, a typo (berachso), and the first
 * letters of a word, which match the most rows and are the dropdown's slowest case.
 */
export const SEARCH_QUERIES: readonly string[] = [
  'b',
  'be',
  'ber',
  'bera',
  'berachos',
  'berakhot',
  'shabbos',
  'shabbat',
  'parsha',
  'parshas noach',
  'daf yomi',
  'mishna',
  'halacha yomis',
  'kashrus',
  'tefillah',
  'ברכות',
  'berachso',
  'lech lecha',
  'sukkah',
  'emunah',
];

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What the field holds after each key while `query` is typed, one letter upwards. Letters are
 * graphemes, not UTF-16 units, so a Hebrew letter with its vowel points is one key, as typed.
 */
export function typedPrefixes(query: string): string[] {
  const prefixes: string[] = [];
  let text = '';
  for (const { segment } of letters.segment(query)) {
    text += segment;
    prefixes.push(text);
  }
  return prefixes;
}

/** Every prefix of every query, in typing order: one visitor typing all the queries once. */
export function allTypedPrefixes(queries: readonly string[] = SEARCH_QUERIES): string[] {
  return queries.flatMap(typedPrefixes);
}

/** The dropdown's request for what the field holds (as the site's suggester builds it). */
export function suggestPath(text: string): string {
  return `${SUGGEST_PATH}?${new URLSearchParams({ q: text })}`;
}
