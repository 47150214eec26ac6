import { describe, expect, it } from 'vitest';
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { bavliMasechtot } from './masechtot';
import { resolveMasechta } from './resolve';
import { spellingsOfCycleEntry } from './cycle-spellings';

describe('resolveMasechta', () => {
  it.each([
    ['Berachos', 'Berachos'], ['Berakhot', 'Berachos'], ['Brachot', 'Berachos'], ['Berachot', 'Berachos'],
    ['Shabbos', 'Shabbos'], ['Shabbat', 'Shabbos'], ['Succah', 'Succah'], ['Sukkah', 'Succah'],
    ['Kesuvos', 'Kesuvos'], ['Ketubot', 'Kesuvos'], ['Ketubbot', 'Kesuvos'], ['Baba Kamma', 'Bava Kama'],
    ['Bava Kamma', 'Bava Kama'], ['Bava Qamma', 'Bava Kama'], ['Pesaḥim', 'Pesachim'], ['Ḥullin', 'Chulin'],
    ['Arakhin', 'Erchin'], ['Rosh Hashana', 'Rosh Hashanah'], ['Jerusalem Talmud Shekalim', 'Shekalim'],
    ['Tamid', 'Meilah'], ['Kinnim', 'Meilah'], ['Middot', 'Meilah'], ['Midot', 'Meilah'],
  ])('%s → %s', (spelling, name) => {
    expect(resolveMasechta(spelling)?.name).toBe(name);
  });

  it('ignores case, spaces, hyphens and apostrophes', () => {
    for (const spelling of ['bava-kama', 'BAVA KAMA', 'bavakama', ' Bava  Kama ', "Bava Ka'ma"]) {
      expect(resolveMasechta(spelling)?.name).toBe('Bava Kama');
    }
    expect(resolveMasechta("Ta'anit")?.name).toBe('Taanis');
  });

  it('accepts Hebrew, with or without מסכת, and prefixes like Tractate', () => {
    expect(resolveMasechta('בבא קמא')?.name).toBe('Bava Kama');
    expect(resolveMasechta('מסכת ברכות')?.name).toBe('Berachos');
    expect(resolveMasechta('Tractate Sanhedrin')?.name).toBe('Sanhedrin');
    expect(resolveMasechta('Masechet Yoma')?.name).toBe('Yoma');
  });

  it('resolves every slug and every listed spelling to its own masechta', () => {
    dafYomiCycleRecords.forEach((cycle, index) => {
      const masechta = bavliMasechtot[index];
      expect(resolveMasechta(masechta?.slug ?? '')).toBe(masechta);
      for (const spelling of spellingsOfCycleEntry(cycle)) expect(resolveMasechta(spelling), spelling).toBe(masechta);
    });
  });

  it('returns undefined for unknown names', () => {
    expect(resolveMasechta('Avos')).toBeUndefined(); // no Gemara, not in the cycle
    expect(resolveMasechta('')).toBeUndefined();
    expect(resolveMasechta('Genesis')).toBeUndefined();
  });
});
