/**
 * Which parts of a hit's text the query matched, for highlighting in the dropdown. Computed in the
 * browser from the visible text, so it works the same for both engines: a word of the text is
 * marked when it starts with a query word (compared case-, accent- and point-insensitively).
 */
import { normalizeForSearch } from './normalize';

export interface TextRange {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}\p{M}'’]+/gu;

export function highlightRanges(text: string, query: string): TextRange[] {
  const words = normalizeForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(WORD)) {
    const candidate = normalizeForSearch(match[0]).replace(/[^\p{L}\p{N}]/gu, '');
    const matched = words.find((word) => candidate.startsWith(word));
    if (matched && match.index !== undefined) {
      ranges.push({ start: match.index, end: match.index + prefixLength(match[0], matched) });
    }
  }
  return ranges;
}

/** How many characters of the original word cover the matched (normalized) prefix. */
function prefixLength(original: string, normalizedPrefix: string): number {
  for (let end = 1; end <= original.length; end += 1) {
    const covered = normalizeForSearch(original.slice(0, end)).replace(/[^\p{L}\p{N}]/gu, '');
    if (covered.length >= normalizedPrefix.length) {
      // Take trailing combining marks (Hebrew points) with the last letter.
      while (end < original.length && /\p{M}/u.test(original[end]!)) end += 1;
      return end;
    }
  }
  return original.length;
}
