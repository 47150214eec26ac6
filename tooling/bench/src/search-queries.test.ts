import { describe, expect, it } from 'vitest';
import { allTypedPrefixes, SEARCH_QUERIES, suggestPath, typedPrefixes } from './search-queries';

describe('typedPrefixes', () => {
  it('lists what the field holds after each key, spaces included', () => {
    expect(typedPrefixes('daf yomi')).toEqual(['d', 'da', 'daf', 'daf ', 'daf y', 'daf yo', 'daf yom', 'daf yomi']);
  });

  it('types Hebrew one letter at a time, a letter with its vowel points as one key', () => {
    expect(typedPrefixes('ברכות')).toEqual(['ב', 'בר', 'ברכ', 'ברכו', 'ברכות']);
    // Bet with dagesh and patach, then resh with kamatz: two keys, not five code points.
    expect(typedPrefixes('בַּרָ')).toEqual(['בַּ', 'בַּרָ']);
  });

  it('has nothing to type for an empty query', () => {
    expect(typedPrefixes('')).toEqual([]);
  });
});

describe('allTypedPrefixes', () => {
  it('types the 20 queries in order, every prefix of each', () => {
    expect(SEARCH_QUERIES).toHaveLength(20);
    const prefixes = allTypedPrefixes();
    expect(prefixes).toHaveLength(SEARCH_QUERIES.reduce((sum, query) => sum + [...query].length, 0));
    expect(prefixes.slice(0, 4)).toEqual(['b', 'b', 'be', 'b']);
    expect(prefixes).toContain('parshas n');
  });
});

describe('suggestPath', () => {
  it('asks the site endpoint with the text URL-encoded, as the dropdown does', () => {
    expect(suggestPath('daf y')).toBe('/api/search/suggest?q=daf+y');
    expect(suggestPath('בר')).toBe('/api/search/suggest?q=%D7%91%D7%A8');
  });
});
