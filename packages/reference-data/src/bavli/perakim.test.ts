import { describe, expect, it } from 'vitest';
import { specPerekRangeRows } from '../test-fixtures/spec-excerpts';
import { dafPerakimSource } from '../data/daf-perakim';
import { mishnahMasechtot } from '../mishnayot/mishnayot';
import { bavliMasechtot } from './masechtot';
import { correctedDafPerakim, dafPerakim, perakimForDaf, perekForDaf } from './perakim';

const specRows = specPerekRangeRows
  .trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, name, ranges]) => [name ?? '', ranges ?? ''] as const);

describe('dafPerakim', () => {
  it('has a row for every masechta of the cycle, in cycle order', () => {
    expect(Object.keys(dafPerakim)).toEqual(bavliMasechtot.map((m) => m.name));
  });

  it("keeps the spec's rows (Shekalim … Nidah) exactly, irregular entries included", () => {
    expect(specRows).toHaveLength(33);
    for (const [name, ranges] of specRows) {
      expect(dafPerakimSource[name], name).toBe(ranges);
      expect(dafPerakim[name]?.map((r) => `${r.startDaf}-${r.endDaf}`).join(', ')).toBe(ranges);
    }
    expect(dafPerakim['Yevamos']?.[12]).toEqual({ perek: 13, startDaf: 107, endDaf: 102 });
  });

  it('fills in the four rows the spec leaves out with one range per perek of the Mishnah', () => {
    for (const name of ['Berachos', 'Shabbos', 'Eruvin', 'Pesachim']) {
      expect(specRows.some(([row]) => row === name)).toBe(false);
      expect(dafPerakim[name]).toHaveLength(mishnahMasechtot.find((m) => m.name === name)?.perekCount ?? -1);
    }
  });

  it('has as many perakim as the Mishnah, except Meilah, whose row also spans Kinnim, Tamid and Midos', () => {
    for (const masechta of bavliMasechtot) {
      const mishnah = mishnahMasechtot.find((m) => m.name === masechta.name);
      if (masechta.name === 'Meilah') continue;
      expect(dafPerakim[masechta.name]?.length, masechta.name).toBe(mishnah?.perekCount);
    }
    // The spec's Meilah row has 19 ranges: Meilah 6 + Kinnim 3 + Tamid 7 + 3 of Midos' 5.
    expect(dafPerakim['Meilah']).toHaveLength(19);
  });
});

describe('correctedDafPerakim', () => {
  it('is contiguous from daf 2 to the last daf of every masechta', () => {
    for (const masechta of bavliMasechtot) {
      const ranges = correctedDafPerakim[masechta.name] ?? [];
      expect(ranges[0]?.startDaf, masechta.name).toBe(2);
      expect(ranges.at(-1)?.endDaf, masechta.name).toBe(masechta.lastDaf);
      ranges.forEach((range, index) => {
        expect(range.endDaf, `${masechta.name} ${range.perek}`).toBeGreaterThanOrEqual(range.startDaf);
        const next = ranges[index + 1];
        if (next) expect([range.endDaf, range.endDaf + 1], `${masechta.name} ${next.perek}`).toContain(next.startDaf);
      });
    }
  });

  it('differs from dafPerakim only in corrected entries', () => {
    expect(correctedDafPerakim['Succah']).toEqual(dafPerakim['Succah']);
    expect(correctedDafPerakim['Bava Basra']?.at(-1)).toEqual({ perek: 10, startDaf: 160, endDaf: 176 });
  });
});

describe('perekForDaf', () => {
  it('answers which perek a daf is in', () => {
    expect(perekForDaf('Yevamos', 50)).toBe(5);
    expect(perekForDaf('Berachos', 2)).toBe(1);
    expect(perekForDaf('yevamot', 120)).toBe(16);
    expect(perekForDaf('Bava Basra', 150)).toBe(9);
  });

  it('lists both perakim on a daf where one ends and the next begins', () => {
    expect(perakimForDaf('Succah', 20).map((r) => r.perek)).toEqual([1, 2]);
    expect(perekForDaf('Succah', 20)).toBe(1);
  });

  it('covers every daf of every masechta', () => {
    for (const masechta of bavliMasechtot) {
      for (let daf = masechta.firstDaf; daf <= masechta.lastDaf; daf++) {
        expect(perekForDaf(masechta, daf), `${masechta.name} ${daf}`).toBeDefined();
      }
    }
  });

  it('returns undefined outside a masechta', () => {
    expect(perekForDaf('Yevamos', 123)).toBeUndefined();
    expect(perekForDaf('Nowhere', 2)).toBeUndefined();
  });
});
