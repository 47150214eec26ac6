import { describe, expect, it } from 'vitest';
import { findMishnahMasechta, mishnahMasechtot, mishnayotInPerek, mishnayotSedarim } from './mishnayot';

describe('mishnayotSedarim', () => {
  it('has 6 sedarim and 63 masechtot', () => {
    expect(mishnayotSedarim.map((s) => s.name)).toEqual(['Zeraim', 'Moed', 'Nashim', 'Nezikin', 'Kodashim', 'Tohorot']);
    expect(mishnayotSedarim.map((s) => s.masechtot.length)).toEqual([11, 12, 7, 10, 11, 12]);
    expect(mishnahMasechtot).toHaveLength(63);
    expect(new Set(mishnahMasechtot.map((m) => m.name)).size).toBe(63);
    expect(new Set(mishnahMasechtot.map((m) => m.hebrewName)).size).toBe(63);
  });

  it('adds up to 525 perakim and 4192 mishnayot (Sefaria)', () => {
    expect(mishnahMasechtot.reduce((sum, m) => sum + m.perekCount, 0)).toBe(525);
    expect(mishnahMasechtot.flatMap((m) => m.mishnayot).reduce((sum, n) => sum + n, 0)).toBe(4192);
  });

  it("uses the spec's shape: perakim as a string count, dappim empty without Bavli", () => {
    for (const m of mishnahMasechtot) {
      expect(m.perakim).toBe(String(m.mishnayot.length));
      expect(m.mishnayot.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    }
    const dappim = (name: string) => mishnahMasechtot.find((m) => m.name === name)?.dappim;
    expect(dappim('Berachos')).toBe('64');
    expect(dappim('Tamid')).toBe('33');
    for (const name of ['Peah', 'Shekalim', 'Eduyos', 'Avos', 'Midos', 'Kinnim', 'Keilim']) expect(dappim(name)).toBe('');
    expect(mishnahMasechtot.filter((m) => m.dappim !== '')).toHaveLength(37);
  });

  it('finds masechtot by any spelling and counts mishnayot per perek', () => {
    expect(mishnayotInPerek('Berachos', 3)).toBe(6);
    expect(mishnayotInPerek('Mishnah Berakhot', 1)).toBe(5);
    expect(mishnayotInPerek('Berachos', 10)).toBeUndefined();
    expect(findMishnahMasechta('Oktzin')?.name).toBe('Uktzin');
    expect(findMishnahMasechta('Pirkei Avot')?.perekCount).toBe(6);
    expect(findMishnahMasechta('nothing')).toBeUndefined();
  });
});
