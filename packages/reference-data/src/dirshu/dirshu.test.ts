import { describe, expect, it } from 'vitest';
import { bavliMasechtot } from '../bavli/masechtot';
import { dirshuAmudim, dirshuMasechtot } from './dirshu';

describe('dirshuAmudim', () => {
  it('has 40 masechtot, Kinnim, Tamid and Midos apart', () => {
    expect(dirshuMasechtot).toHaveLength(40);
    expect(dirshuAmudim).toEqual(dirshuMasechtot.map((m) => m.amudim));
    expect(dirshuMasechtot.slice(35, 39).map((m) => m.name)).toEqual(['Meilah', 'Kinnim', 'Tamid', 'Midos']);
  });

  it('adds up to the amudim of the Daf Yomi masechtot', () => {
    expect(dirshuAmudim.reduce((sum, n) => sum + n, 0)).toBe(bavliMasechtot.reduce((sum, m) => sum + m.dafAmud, 0));
  });
});
