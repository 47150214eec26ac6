import { describe, expect, it } from 'vitest';
import { prefixTypoDistance, typoBudget, typoDistance } from './typo-budget';

describe('typo budget', () => {
  it('allows no typo under 4 letters, one from 4, two from 8', () => {
    expect([typoBudget('daf'), typoBudget('sefer'), typoBudget('berachos')]).toEqual([0, 1, 2]);
  });

  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(typoDistance('candles', 'candels')).toBe(1);
    expect(typoDistance('shabbos', 'shabos')).toBe(1);
    expect(typoDistance('shabbos', 'shabbas')).toBe(1);
    expect(typoDistance('insights', 'insihgts')).toBe(1);
    expect(typoDistance('kesuvos', 'kesubos')).toBe(1);
    expect(typoDistance('abc', 'abc')).toBe(0);
    expect(typoDistance('', 'abc')).toBe(3);
  });

  it('measures a word being typed against the beginnings of known words', () => {
    expect(prefixTypoDistance('berachso', 'berachos')).toBe(1);
    expect(prefixTypoDistance('shabo', 'shabbos')).toBe(1);
    expect(prefixTypoDistance('bera', 'berachos')).toBe(0);
  });
});
