/**
 * Transliteration variants, folded into one key per name at index and query time.
 *
 * reference-data lists every spelling of each masechta, parsha, holiday and book of Nach
 * (`spellingGroups`). At index time a text gets the key of every name it mentions in any spelling;
 * at query time a name in any spelling also matches that key. So "Berakhot" finds "Berachos 5a"
 * and "ברכות", and "Shabbat" finds "Hilchos Shabbos", without listing synonyms by hand.
 */
import { spellingGroups, type SpellingKind } from '@openshiur/reference-data/spelling';
import { searchTokens } from './normalize';

/** Names of up to this many words are recognised ("Bava Kama", "Acharei Mos", "Shir HaShirim"). */
const MAX_NAME_WORDS = 4;

/** Keys are ordinary lexemes that no real word looks like: `zz` + kind letter + canonical name. */
const KEY_PREFIX = 'zz';

const kindLetter: Record<SpellingKind, string> = { masechta: 'm', parsha: 'p', holiday: 'h', nach: 'n' };

let keysBySpelling: ReadonlyMap<string, readonly string[]> | undefined;

/** A spelling's comparison form: its words joined, so "Tisha B'Av" and "tisha-bav" both give "tishabav". */
function spellingForm(tokens: readonly string[]): string {
  return tokens.join('');
}

function buildIndex(): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  spellingGroups.forEach((group, position) => {
    const canonical = spellingForm(searchTokens(group.spellings[0] ?? ''));
    // A key must be one plain lexeme for PostgreSQL's parser; non-Latin canonicals use the position.
    const name = /^[a-z0-9]+$/.test(canonical) ? canonical : String(position);
    const key = `${KEY_PREFIX}${kindLetter[group.kind]}${name}`;
    for (const spelling of group.spellings) {
      const tokens = searchTokens(spelling);
      if (tokens.length === 0 || tokens.length > MAX_NAME_WORDS) continue;
      const form = spellingForm(tokens);
      const keys = index.get(form) ?? [];
      if (!keys.includes(key)) keys.push(key);
      index.set(form, keys);
    }
  });
  return index;
}

function keysOf(tokens: readonly string[]): readonly string[] {
  keysBySpelling ??= buildIndex();
  return keysBySpelling.get(spellingForm(tokens)) ?? [];
}

/** The variant keys of every name a text mentions, in any spelling; each key once. */
export function variantKeysOf(text: string): string[] {
  const tokens = searchTokens(text);
  const keys = new Set<string>();
  for (let start = 0; start < tokens.length; start += 1) {
    for (let length = 1; length <= MAX_NAME_WORDS && start + length <= tokens.length; length += 1) {
      for (const key of keysOf(tokens.slice(start, start + length))) keys.add(key);
    }
  }
  return [...keys];
}

/**
 * One part of a parsed query: some consecutive words, and the variant keys that may stand in for
 * them (empty when the words name nothing). `prefix` marks the last part, still being typed.
 */
export interface QueryPart {
  words: string[];
  keys: readonly string[];
  prefix: boolean;
}

/**
 * Splits a query into parts, taking the longest recognised name first at each position, so
 * "tisha bav kinos" is [tisha bav | its key] and [kinos].
 */
export function parseQuery(query: string): QueryPart[] {
  const tokens = searchTokens(query);
  const parts: QueryPart[] = [];
  let start = 0;
  while (start < tokens.length) {
    let length = Math.min(MAX_NAME_WORDS, tokens.length - start);
    let keys: readonly string[] = [];
    for (; length > 1; length -= 1) {
      keys = keysOf(tokens.slice(start, start + length));
      if (keys.length > 0) break;
    }
    if (length === 1) keys = keysOf(tokens.slice(start, start + 1));
    const end = start + length;
    parts.push({ words: tokens.slice(start, end), keys, prefix: end === tokens.length });
    start = end;
  }
  return parts;
}
