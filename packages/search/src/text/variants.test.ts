import { describe, expect, it } from 'vitest';
import { parseQuery, variantKeysOf } from './variants';

describe('variantKeysOf', () => {
  it('gives every spelling of a name the same key', () => {
    const [key] = variantKeysOf('Berachos');
    expect(key).toMatch(/^zzm/);
    for (const spelling of ['Berakhot', 'Brachot', 'ברכות', 'Berachos 2a: Shema']) {
      expect(variantKeysOf(spelling), spelling).toContain(key);
    }
    expect(variantKeysOf('Shabbat')).toEqual(expect.arrayContaining(variantKeysOf('Shabbos')));
    expect(variantKeysOf('Succah')).toEqual(variantKeysOf('Sukkah'));
    expect(variantKeysOf('Kesuvos')).toEqual(variantKeysOf('Ketubot'));
  });

  it('recognises names of several words, whatever the separators', () => {
    const key = variantKeysOf("Tisha B'Av")[0];
    expect(key).toBeDefined();
    expect(variantKeysOf('Kinos for tisha bav night')).toContain(key);
    expect(variantKeysOf('Lech-Lecha')).toEqual(variantKeysOf('Lekh Lekha'));
  });

  it('gives keys that are one plain lexeme, and none for ordinary words', () => {
    for (const key of variantKeysOf('Berachos Shabbos Bereishis Chanukah Tehillim')) expect(key).toMatch(/^zz[mphn][a-z0-9]+$/);
    expect(variantKeysOf('the evening lecture')).toEqual([]);
  });
});

describe('parseQuery', () => {
  it('takes the longest name first and marks the last part as a prefix', () => {
    const parts = parseQuery('tisha bav kinos');
    expect(parts.map((part) => part.words)).toEqual([['tisha', 'bav'], ['kinos']]);
    expect(parts[0]?.keys.length).toBeGreaterThan(0);
    expect(parts.map((part) => part.prefix)).toEqual([false, true]);
  });

  it('is empty for a query without words', () => {
    expect(parseQuery(' ?! ')).toEqual([]);
  });
});
