import { describe, expect, it } from 'vitest';
import { kitzur, kitzurSimanimCount, seifimInKitzurSiman } from './kitzur';

describe('kitzur', () => {
  it("has 221 simanim and the spec's opening and closing counts", () => {
    expect(kitzurSimanimCount).toBe(221);
    expect(kitzur).toHaveLength(221);
    expect(kitzur.slice(0, 6)).toEqual([7, 9, 8, 6, 17, 11]);
    expect(kitzur.slice(-3)).toEqual([9, 10, 8]);
  });

  it('has a positive whole count for every siman, 2765 se’ifim in all', () => {
    for (const [index, count] of kitzur.entries()) {
      expect(Number.isInteger(count) && count > 0, `siman ${index + 1}`).toBe(true);
    }
    expect(kitzur.reduce((sum, count) => sum + count, 0)).toBe(2765);
    expect(Math.max(...kitzur)).toBe(93);
    expect(kitzur.indexOf(93) + 1).toBe(80);
    expect(Math.min(...kitzur)).toBe(2);
  });

  it("matches Sefaria's text where the published tables disagree or err", () => {
    // Read in Sefaria-Export cltk-flat/Halakhah/Kitzur Shulchan Arukh/Hebrew/merged.json @ 3f10136.
    const sefaria: Record<number, number> = {
      18: 22,
      46: 46,
      49: 16,
      51: 15,
      80: 93,
      114: 14, // the appended form of the bill of sale of chametz is se'if 14
      145: 26,
      155: 12,
      167: 20, // both published tables say 15; 165:8 itself cites "siman 167, se'if 18"
      168: 7,
      204: 11,
      211: 15,
      216: 3,
      217: 3,
      218: 2,
    };
    for (const [siman, count] of Object.entries(sefaria)) {
      expect(seifimInKitzurSiman(Number(siman)), `siman ${siman}`).toBe(count);
    }
  });

  it('looks up a siman by its 1-based number, undefined outside 1–221', () => {
    expect(seifimInKitzurSiman(1)).toBe(7);
    expect(seifimInKitzurSiman(5)).toBe(17);
    expect(seifimInKitzurSiman(221)).toBe(8);
    for (const siman of [0, -1, 222, 1.5, Number.NaN])
      expect(seifimInKitzurSiman(siman)).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(kitzur)).toBe(true);
  });
});
