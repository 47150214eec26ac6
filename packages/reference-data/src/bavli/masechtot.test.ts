import { describe, expect, it } from 'vitest';
import {
  bavliMasechtaBySlug,
  bavliMasechtaOrderWithoutShekalim,
  bavliMasechtot,
  dafMasechtaNames,
  hebrewMasechtaNames,
} from './masechtot';
import { hebcalMasechtaNames, masechtaSpellings, sefariaMasechtaNames } from './spellings';

describe('bavliMasechtot / dafMasechtaNames', () => {
  it('has the 37 masechtot of the cycle, Berachos … Nidah, with Shekalim', () => {
    expect(bavliMasechtot).toHaveLength(37);
    expect(bavliMasechtot[0]?.name).toBe('Berachos');
    expect(bavliMasechtot.at(-1)?.name).toBe('Nidah');
    expect(bavliMasechtot.map((m) => m.name)).toContain('Shekalim');
    expect(dafMasechtaNames.map((m) => m.name)).toEqual(bavliMasechtot.map((m) => m.name));
  });

  it("keeps the spec's examples", () => {
    const byName = (name: string) => dafMasechtaNames.find((m) => m.name === name);
    expect(byName('Berachos')).toEqual({ name: 'Berachos', dafBlat: 63, dafAmud: 125 });
    expect(byName('Shabbos')).toEqual({ name: 'Shabbos', dafBlat: 156, dafAmud: 312 });
    expect(byName('Bava Basra')).toEqual({ name: 'Bava Basra', dafBlat: 175, dafAmud: 350 });
  });

  it('adds up to one Daf Yomi cycle of 2711 days', () => {
    expect(bavliMasechtot.reduce((sum, m) => sum + m.dafBlat, 0)).toBe(2711);
  });

  it('keeps every count consistent', () => {
    for (const m of bavliMasechtot) {
      expect(m.firstDaf).toBe(2);
      expect(m.lastDaf - m.firstDaf + 1).toBe(m.dafBlat);
      // The last daf has one amud (ends on a) or two.
      expect([2 * m.dafBlat - 1, 2 * m.dafBlat]).toContain(m.dafAmud);
    }
  });

  it('counts Meilah with Kinnim, Tamid and Midos (daf 2–37)', () => {
    expect(bavliMasechtot.find((m) => m.name === 'Meilah')).toMatchObject({ dafBlat: 36, dafAmud: 72, lastDaf: 37 });
  });

  it('has unique names, slugs and Hebrew names, and lowercase-hyphenated slugs', () => {
    for (const key of ['name', 'slug', 'hebrewName'] as const) {
      expect(new Set(bavliMasechtot.map((m) => m[key])).size).toBe(37);
    }
    for (const m of bavliMasechtot) expect(m.slug).toBe(m.name.toLowerCase().replace(/ /g, '-'));
    expect(bavliMasechtaBySlug('bava-kama')?.name).toBe('Bava Kama');
  });

  it('offers the 36-entry ordering without Shekalim', () => {
    expect(bavliMasechtaOrderWithoutShekalim).toHaveLength(36);
    expect(bavliMasechtaOrderWithoutShekalim).toEqual(bavliMasechtot.map((m) => m.name).filter((name) => name !== 'Shekalim'));
  });

  it('maps every masechta in every spelling table', () => {
    for (const table of [hebrewMasechtaNames, sefariaMasechtaNames, hebcalMasechtaNames, masechtaSpellings]) {
      expect(Object.keys(table)).toEqual(bavliMasechtot.map((m) => m.name));
    }
    expect(sefariaMasechtaNames['Kesuvos']).toBe('Ketubot');
    expect(masechtaSpellings['Meilah']?.covers).toEqual(['Kinnim', 'Tamid', 'Midos']);
  });

  it('freezes its entries', () => {
    expect(Object.isFrozen(bavliMasechtot[0])).toBe(true);
  });
});
