import { describe, expect, it } from 'vitest';
import { normalizeSpelling } from '../normalize';
import { slugify } from '../slug';
import { spellingGroups, spellingVariants } from './variants';

describe('spellingVariants', () => {
  it.each([
    ['Shabbat', 'Shabbos'], ['Shabbos', 'Shabbat'], ['Berakhot', 'Berachos'], ['Brachot', 'Berakhot'],
    ['Succah', 'Sukkah'], ['Kesuvos', 'Ketubot'], ['Sukkot', 'Succos'], ['Succos', 'Sukkot'],
    ["Tisha b'Av", 'Tisha Beav'], ['Chanukah', 'Hanukkah'], ['Lech-Lecha', 'Lekh Lekha'], ['Bereishis', 'Bereshit'],
    ['Tehillim', 'Psalms'], ['Acharei Mot', 'Achrei Mot'],
  ])('%s includes %s', (term, variant) => {
    expect(spellingVariants(term)).toContain(variant);
  });

  it('leaves out the term itself and is empty for unknown terms', () => {
    expect(spellingVariants('Shabbat')).not.toContain('Shabbat');
    expect(spellingVariants('shabbat')).not.toContain('Shabbat');
    expect(spellingVariants('nothing at all')).toEqual([]);
  });

  it('returns the variants of every thing a spelling names', () => {
    const variants = spellingVariants('Shekalim');
    expect(variants).toContain('Sheqalim');
    expect(variants).toContain('Shabbat Shekalim');
  });

  it('has no spelling listed twice in a group', () => {
    for (const group of spellingGroups) {
      expect(new Set(group.spellings.map(normalizeSpelling)).size).toBe(group.spellings.length);
    }
  });
});

describe('normalizeSpelling / slugify', () => {
  it('folds case, separators, apostrophes, diacritics and Hebrew points', () => {
    expect(normalizeSpelling("Rosh Ha-Shana")).toBe('roshhashana');
    expect(normalizeSpelling('Pesaḥim')).toBe('pesahim');
    expect(normalizeSpelling('בְּרֵאשִׁית')).toBe('בראשית');
    expect(normalizeSpelling('ל״ג בעומר')).toBe('לגבעומר');
  });

  it('slugifies names for URLs', () => {
    expect(slugify('Bava Kama')).toBe('bava-kama');
    expect(slugify("Beha'alotcha")).toBe('behaalotcha');
  });
});
