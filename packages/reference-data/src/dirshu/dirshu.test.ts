import { describe, expect, it } from 'vitest';
import { bavliMasechtot } from '../bavli/masechtot';
import { dirshuAmudim, dirshuMasechtaAmudim, dirshuMasechtot } from './dirshu';

describe('dirshuMasechtaAmudim', () => {
  it('has 40 masechtot, Kinnim, Tamid and Midos apart', () => {
    expect(dirshuMasechtot).toHaveLength(40);
    expect(dirshuMasechtaAmudim).toEqual(dirshuMasechtot.map((m) => m.amudim));
    expect(dirshuMasechtot.slice(35, 39).map((m) => m.name)).toEqual([
      'Meilah',
      'Kinnim',
      'Tamid',
      'Midos',
    ]);
  });

  it('adds up to the amudim of the Daf Yomi masechtot', () => {
    expect(dirshuMasechtaAmudim.reduce((sum, n) => sum + n, 0)).toBe(
      bavliMasechtot.reduce((sum, m) => sum + m.dafAmud, 0),
    );
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(dirshuMasechtaAmudim)).toBe(true);
    expect(dirshuMasechtot.every((m) => Object.isFrozen(m))).toBe(true);
  });
});

describe('dirshuAmudim', () => {
  it("is the product specification's list, exactly as written", () => {
    expect(dirshuAmudim).toEqual([298, 306, 388, 577, 308, 325]);
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(dirshuAmudim)).toBe(true);
    expect(() => (dirshuAmudim as number[]).push(1)).toThrow(TypeError);
  });
});
