import { describe, expect, it } from 'vitest';
import { bavliMasechtaBySlug, bavliMasechtot, type BavliMasechta } from '@openshiur/reference-data';
import {
  dafLabel,
  dafYomiHref,
  masechtotBySeder,
  neighbouringDafim,
  neighbouringMasechtot,
  perakimLabel,
  perakimOf,
  perakimOnDaf,
} from './daf-navigation';

const masechta = (slug: string): BavliMasechta => {
  const found = bavliMasechtaBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};
const around = (slug: string, daf: number) => {
  const { previous, next } = neighbouringDafim(masechta(slug), daf);
  return [dafLabel(previous), dafLabel(next)];
};

describe('daf navigation', () => {
  it('steps to the previous and next daf inside a masechta', () => {
    expect(around('berachos', 5)).toEqual(['Berachos 4', 'Berachos 6']);
  });

  it('crosses masechta boundaries in cycle order', () => {
    expect(around('berachos', 64)).toEqual(['Berachos 63', 'Shabbos 2']);
    expect(around('shabbos', 2)).toEqual(['Berachos 64', 'Shabbos 3']);
    expect(around('pesachim', 121)).toEqual(['Pesachim 120', 'Shekalim 2']);
    expect(around('meilah', 37)).toEqual(['Meilah 36', 'Nidah 2']);
  });

  it('wraps at the first and last daf of the cycle', () => {
    expect(around('berachos', 2)).toEqual(['Nidah 73', 'Berachos 3']);
    expect(around('nidah', 73)).toEqual(['Nidah 72', 'Berachos 2']);
  });

  it('refuses a daf outside the masechta', () => {
    expect(() => neighbouringDafim(masechta('berachos'), 65)).toThrow(RangeError);
    expect(() => neighbouringDafim(masechta('berachos'), 1)).toThrow(RangeError);
  });

  it('gives the neighbouring masechtot, none before the first or after the last', () => {
    expect(neighbouringMasechtot(masechta('berachos'))).toEqual({ previous: undefined, next: masechta('shabbos') });
    expect(neighbouringMasechtot(masechta('nidah')).next).toBeUndefined();
    expect(neighbouringMasechtot(masechta('yoma')).previous?.name).toBe('Shekalim');
  });

  it('builds the addresses of the masechta, daf and item pages', () => {
    expect(dafYomiHref.masechta(masechta('bava-kama'))).toBe('/dafyomi/bava-kama');
    expect(dafYomiHref.daf(masechta('bava-kama'), 10)).toBe('/dafyomi/bava-kama/10');
    expect(dafYomiHref.item(masechta('bava-kama'), 10, '42')).toBe('/dafyomi/bava-kama/10/42');
  });
});

describe('perakim', () => {
  it('lists a masechta’s perakim with corrected ranges that cover every daf', () => {
    const yevamos = perakimOf(masechta('yevamos'));
    expect(yevamos).toHaveLength(16);
    expect(yevamos[12]).toEqual({ perek: 13, startDaf: 107, endDaf: 112 });
    for (const m of bavliMasechtot) {
      const perakim = perakimOf(m);
      expect(perakim[0]?.startDaf, m.name).toBe(m.firstDaf);
      expect(perakim.at(-1)?.endDaf, m.name).toBe(m.lastDaf);
    }
  });

  it('finds the perek a daf is in, or both where one ends and the next begins', () => {
    expect(perakimOnDaf(masechta('berachos'), 5).map((p) => p.perek)).toEqual([1]);
    expect(perakimOnDaf(masechta('succah'), 20).map((p) => p.perek)).toEqual([1, 2]);
    expect(perakimOnDaf(masechta('yevamos'), 50).map((p) => p.perek)).toEqual([5]);
    expect(perakimLabel(perakimOnDaf(masechta('succah'), 20))).toBe('Perakim 1–2');
    expect(perakimLabel(perakimOnDaf(masechta('berachos'), 5))).toBe('Perek 1');
    expect(perakimLabel([])).toBe('');
  });
});

describe('masechtot by seder', () => {
  it('groups all 37 masechtot by seder, in cycle order', () => {
    const sedarim = masechtotBySeder();
    expect(sedarim.map((seder) => seder.name)).toEqual(['Zeraim', 'Moed', 'Nashim', 'Nezikin', 'Kodashim', 'Tohorot']);
    expect(sedarim.flatMap((seder) => seder.masechtot)).toEqual([...bavliMasechtot]);
    expect(sedarim[0]?.masechtot.map((m) => m.name)).toEqual(['Berachos']);
    expect(sedarim[1]?.masechtot.map((m) => m.name)).toContain('Shekalim');
    expect(sedarim[4]?.masechtot.at(-1)?.name).toBe('Meilah');
    expect(sedarim[1]?.hebrewName).toBe('מועד');
  });
});
