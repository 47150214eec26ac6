import { describe, expect, it } from 'vitest';
import { amudToIndex, dafToIndex, dafYomiCycleLength, indexToAmud, indexToDaf, totalAmudim } from './daf-index';
import { dafYomiForDate, walkDafim } from './daf-yomi';
import { bavliMasechtot } from './masechtot';

describe('daf ↔ index', () => {
  it('numbers the cycle from Berachos 2 to Nidah 73', () => {
    expect(dafYomiCycleLength).toBe(2711);
    expect(dafToIndex('Berachos', 2)).toBe(0);
    expect(dafToIndex('Berachos', 64)).toBe(62);
    expect(dafToIndex('Shabbos', 2)).toBe(63);
    expect(dafToIndex('Nidah', 73)).toBe(2710);
  });

  it('round-trips every daf of the cycle', () => {
    for (let index = 0; index < dafYomiCycleLength; index++) {
      const location = indexToDaf(index);
      expect(location).toBeDefined();
      expect(dafToIndex(location!.masechta, location!.daf)).toBe(index);
    }
  });

  it('rejects dafim outside a masechta and unknown masechtot', () => {
    expect(dafToIndex('Berachos', 1)).toBeUndefined();
    expect(dafToIndex('Berachos', 65)).toBeUndefined();
    expect(dafToIndex('Berachos', 2.5)).toBeUndefined();
    expect(dafToIndex('Avos', 2)).toBeUndefined();
    expect(indexToDaf(-1)).toBeUndefined();
    expect(indexToDaf(2711)).toBeUndefined();
  });

  it('round-trips every amud and honours masechtot ending on amud a', () => {
    expect(totalAmudim).toBe(bavliMasechtot.reduce((sum, m) => sum + m.dafAmud, 0));
    for (let index = 0; index < totalAmudim; index++) {
      const location = indexToAmud(index)!;
      expect(amudToIndex(location.masechta, location.daf, location.amud)).toBe(index);
    }
    expect(amudToIndex('Berachos', 64, 'a')).toBe(124);
    expect(amudToIndex('Berachos', 64, 'b')).toBeUndefined();
    expect(indexToAmud(125)).toMatchObject({ daf: 2, amud: 'a', masechta: { name: 'Shabbos' } });
    expect(indexToAmud(totalAmudim)).toBeUndefined();
  });
});

describe('dafYomiForDate / walkDafim', () => {
  it('knows the starts of the 13th and 14th cycles', () => {
    expect(dafYomiForDate('2012-08-03')).toMatchObject({ daf: 2, cycle: 13, masechta: { name: 'Berachos' } });
    expect(dafYomiForDate('2020-01-05')).toMatchObject({ daf: 2, cycle: 14, masechta: { name: 'Berachos' } });
    expect(dafYomiForDate('2020-01-04')).toMatchObject({ daf: 73, cycle: 13, masechta: { name: 'Nidah' } });
    expect(dafYomiForDate(new Date(2020, 0, 5))?.daf).toBe(2);
    expect(dafYomiForDate('1975-06-23')).toBeUndefined();
  });

  it('walks across masechtot and wraps at the end of the cycle', () => {
    expect([...walkDafim('Berachos', 63, 3)].map((d) => `${d.masechta.name} ${d.daf}`)).toEqual([
      'Berachos 63', 'Berachos 64', 'Shabbos 2',
    ]);
    expect([...walkDafim('Nidah', 73, 2)].map((d) => `${d.masechta.name} ${d.daf}`)).toEqual(['Nidah 73', 'Berachos 2']);
    expect([...walkDafim('Berachos', 2)]).toHaveLength(2711);
    expect([...walkDafim('Nowhere', 2)]).toEqual([]);
  });
});
