/**
 * The emulator's text matching, after Algolia's documented rules:
 *
 * - text is folded (case, diacritics, Hebrew points, apostrophes) and split into words, with the
 *   built-in engine's own `searchTokens`, so both engines see the same words;
 * - every query word must match a word of the record; with `prefixLast` the last one may match
 *   the start of a word;
 * - typo tolerance: a word of `minWordSizefor1Typo` letters may be one Damerau-Levenshtein edit
 *   away (a swap of two neighbours is one typo), of `minWordSizefor2Typos` letters two; a prefix
 *   may be that far from the start of a word;
 * - synonyms: a query word, or a run of words, that is one spelling of a set may instead match any
 *   other spelling of the set as a phrase (consecutive words), counted as exact; one-way synonyms
 *   only from their input;
 * - per record: the typos summed over the query's words, and the best (lowest) attribute position
 *   that matched, for ranking.
 */
import { searchTokens } from '../../text/normalize';

export interface SynonymSet {
  objectID: string;
  type: 'synonym' | 'onewaysynonym';
  synonyms: string[];
  /** One-way synonyms only. */
  input?: string;
}

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

export interface TypoRules {
  enabled: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

/** One searchable attribute: its rank (0 = most important) and whether word position counts. */
export interface SearchableAttribute {
  name: string;
  rank: number;
  ordered: boolean;
}

interface QueryWord {
  text: string;
  prefix: boolean;
}

/** Consecutive query words, and the phrases (from synonyms) that may stand in for them. */
export interface QueryPart {
  words: QueryWord[];
  alternatives: string[][];
}

export interface RecordMatch {
  typos: number;
  /** Lower is better: attribute rank first, then (for ordered attributes) word position. */
  attribute: number;
}

const length = (word: string) => [...word].length;

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function damerauLevenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const previous = d[i - 1] as number[];
      let best = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** The fewest edits turning `typed` into some start of `word`. */
export function prefixDistance(typed: string, word: string, budget: number): number {
  const letters = [...word];
  const size = length(typed);
  let best = Number.POSITIVE_INFINITY;
  for (
    let end = Math.max(0, size - budget);
    end <= Math.min(letters.length, size + budget);
    end += 1
  ) {
    best = Math.min(best, damerauLevenshtein(typed, letters.slice(0, end).join('')));
  }
  return best;
}

export function typoBudget(word: string, rules: TypoRules): number {
  if (!rules.enabled) return 0;
  const size = length(word);
  if (size >= rules.minWordSizefor2Typos) return 2;
  if (size >= rules.minWordSizefor1Typo) return 1;
  return 0;
}

/** Spelling → the phrases it may be replaced by, each as words. */
export type SynonymTable = Map<string, string[][]>;

export function synonymTable(sets: Iterable<SynonymSet>): SynonymTable {
  const table: SynonymTable = new Map();
  const add = (from: string, to: string) => {
    const key = searchTokens(from).join(' ');
    const phrase = searchTokens(to);
    if (!key || phrase.length === 0 || phrase.join(' ') === key) return;
    const list = table.get(key) ?? [];
    if (!list.some((known) => known.join(' ') === phrase.join(' '))) list.push(phrase);
    table.set(key, list);
  };
  for (const set of sets) {
    if (set.type === 'synonym') {
      for (const from of set.synonyms) for (const to of set.synonyms) add(from, to);
    } else if (set.input !== undefined) {
      for (const to of set.synonyms) add(set.input, to);
    }
  }
  return table;
}

/** Splits a query into parts, taking the longest run of words that is a synonym's spelling. */
export function parseQuery(
  query: string,
  synonyms: SynonymTable,
  queryType: QueryType,
): QueryPart[] {
  const tokens = searchTokens(query);
  const longest = Math.max(1, ...[...synonyms.keys()].map((key) => key.split(' ').length));
  const parts: QueryPart[] = [];
  let start = 0;
  while (start < tokens.length) {
    let size = Math.min(longest, tokens.length - start);
    let alternatives: string[][] = [];
    for (; size >= 1; size -= 1) {
      alternatives = synonyms.get(tokens.slice(start, start + size).join(' ')) ?? [];
      if (alternatives.length > 0) break;
    }
    size = Math.max(size, 1);
    const words = tokens.slice(start, start + size).map((text, offset) => ({
      text,
      prefix:
        queryType === 'prefixAll' ||
        (queryType === 'prefixLast' && start + offset === tokens.length - 1),
    }));
    parts.push({ words, alternatives });
    start += size;
  }
  return parts;
}

/** The words of each searchable attribute of a record (array values: each element on its own). */
export interface AnalyzedField {
  attribute: SearchableAttribute;
  words: string[];
}

export function analyzeRecord(
  record: Record<string, unknown>,
  attributes: readonly SearchableAttribute[],
): AnalyzedField[] {
  const fields: AnalyzedField[] = [];
  for (const attribute of attributes) {
    const value = record[attribute.name];
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text === 'string' || typeof text === 'number')
        fields.push({ attribute, words: searchTokens(String(text)) });
    }
  }
  return fields;
}

const score = (field: AnalyzedField, position: number) =>
  field.attribute.rank * 1000 + (field.attribute.ordered ? Math.min(position, 999) : 0);

function better(a: RecordMatch | undefined, b: RecordMatch): RecordMatch {
  if (!a) return b;
  return b.typos < a.typos || (b.typos === a.typos && b.attribute < a.attribute) ? b : a;
}

function matchWord(
  word: QueryWord,
  fields: readonly AnalyzedField[],
  rules: TypoRules,
): RecordMatch | undefined {
  const budget = typoBudget(word.text, rules);
  let best: RecordMatch | undefined;
  for (const field of fields) {
    field.words.forEach((candidate, position) => {
      let typos: number;
      if (candidate === word.text || (word.prefix && candidate.startsWith(word.text))) typos = 0;
      else if (budget === 0) return;
      else
        typos = word.prefix
          ? prefixDistance(word.text, candidate, budget)
          : damerauLevenshtein(word.text, candidate);
      if (typos <= budget) best = better(best, { typos, attribute: score(field, position) });
    });
  }
  return best;
}

function matchPhrase(
  phrase: readonly string[],
  fields: readonly AnalyzedField[],
): RecordMatch | undefined {
  let best: RecordMatch | undefined;
  for (const field of fields) {
    for (let start = 0; start + phrase.length <= field.words.length; start += 1) {
      if (phrase.every((word, offset) => field.words[start + offset] === word)) {
        best = better(best, { typos: 0, attribute: score(field, start) });
      }
    }
  }
  return best;
}

function matchPart(
  part: QueryPart,
  fields: readonly AnalyzedField[],
  rules: TypoRules,
): RecordMatch | undefined {
  let best: RecordMatch | undefined;
  // The words as typed: each must match on its own (with prefix and typos).
  let typed: RecordMatch | undefined = { typos: 0, attribute: Number.POSITIVE_INFINITY };
  for (const word of part.words) {
    const match = matchWord(word, fields, rules);
    if (!match) {
      typed = undefined;
      break;
    }
    typed = {
      typos: typed.typos + match.typos,
      attribute: Math.min(typed.attribute, match.attribute),
    };
  }
  if (typed) best = typed;
  for (const phrase of part.alternatives) {
    const match = matchPhrase(phrase, fields);
    if (match) best = better(best, match);
  }
  return best;
}

/** How a record matches the query, or undefined when some part matches nowhere. */
export function matchRecord(
  parts: readonly QueryPart[],
  fields: readonly AnalyzedField[],
  rules: TypoRules,
): RecordMatch | undefined {
  let total: RecordMatch = {
    typos: 0,
    attribute: parts.length === 0 ? 0 : Number.POSITIVE_INFINITY,
  };
  for (const part of parts) {
    const match = matchPart(part, fields, rules);
    if (!match) return undefined;
    total = {
      typos: total.typos + match.typos,
      attribute: Math.min(total.attribute, match.attribute),
    };
  }
  return total;
}
