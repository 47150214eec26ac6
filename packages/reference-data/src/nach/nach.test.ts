import { describe, expect, it } from 'vitest';
import { allNach, nachBooks } from './nach';

describe('nachBooks / allNach', () => {
  it('has 34 books: 21 of Neviim, 13 of Kesuvim', () => {
    expect(nachBooks).toHaveLength(34);
    expect(nachBooks.filter((b) => b.section === 'Neviim')).toHaveLength(21);
    expect(nachBooks[0]?.name).toBe('Joshua');
    expect(nachBooks.at(-1)?.name).toBe('II Chronicles');
    for (const key of ['name', 'hebrewTransliterated', 'hebrewName'] as const) {
      expect(new Set(nachBooks.map((b) => b[key])).size).toBe(34);
    }
  });

  it('lists every chapter from "Joshua 1" to "II Chronicles 36"', () => {
    expect(allNach[0]).toBe('Joshua 1');
    expect(allNach.at(-1)).toBe('II Chronicles 36');
    expect(allNach).toHaveLength(nachBooks.reduce((sum, b) => sum + b.chapters, 0));
    expect(allNach).toHaveLength(742);
    expect(new Set(allNach).size).toBe(742);
    expect(allNach).toContain('Psalms 150');
  });
});
