import { describe, expect, it } from 'vitest';
import { yerushalmiMasechtot } from './yerushalmi';

describe('yerushalmiMasechtot', () => {
  it('has the 39 masechtot of the Yerushalmi', () => {
    expect(yerushalmiMasechtot).toHaveLength(39);
    expect(new Set(yerushalmiMasechtot.map((m) => m.name)).size).toBe(39);
    const names = yerushalmiMasechtot.map((m) => m.name);
    for (const absent of ['Eduyos', 'Avos', 'Zevachim', 'Keilim']) expect(names).not.toContain(absent);
    expect(names).toContain('Nidah');
  });

  it('gives every masechta a positive daf count', () => {
    for (const m of yerushalmiMasechtot) expect(m.dapim).toBeGreaterThan(0);
    expect(yerushalmiMasechtot[0]).toEqual({ name: 'Berachos', hebrewName: 'ברכות', sefaria: 'Jerusalem Talmud Berakhot', dapim: 68 });
  });
});
