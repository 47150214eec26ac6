import { describe, expect, it } from 'vitest';
import { hdateOf, hebrewDateOf, hebrewNumeral, isoOf } from './hebrew-calendar';

describe('Hebrew dates', () => {
  it('gives the Hebrew date of a day in English letters and in Hebrew without points', () => {
    expect(hebrewDateOf('2026-01-01')).toEqual({ english: '12 Tevet 5786', hebrew: 'י״ב טבת תשפ״ו' });
    expect(hebrewDateOf('2026-09-12').english).toBe('1 Tishrei 5787');
  });

  it('round-trips ISO dates through the Hebrew calendar', () => {
    for (const iso of ['2026-01-01', '2028-02-29', '2026-12-31']) expect(isoOf(hdateOf(iso))).toBe(iso);
  });

  it('writes daf numbers in Hebrew letters', () => {
    expect(hebrewNumeral(5)).toBe('ה׳');
    expect(hebrewNumeral(15)).toBe('ט״ו');
    expect(hebrewNumeral(64)).toBe('ס״ד');
  });
});
