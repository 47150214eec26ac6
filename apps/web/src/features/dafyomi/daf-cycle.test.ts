import { describe, expect, it } from 'vitest';
import { bavliMasechtaBySlug, type BavliMasechta } from '@openshiur/reference-data';
import { cycleOn, cycleProgress, dateOfDaf, HALFWAY_INDEX, masechtaDates, ordinal } from './daf-cycle';

const masechta = (slug: string): BavliMasechta => {
  const found = bavliMasechtaBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('the Daf Yomi cycle on a date', () => {
  it('places a date in its cycle (the 14th ran from 2020-01-05 to 2027-06-07)', () => {
    const cycle = cycleOn('2026-01-01');
    expect(cycle).toMatchObject({ cycle: 14, start: '2020-01-05', end: '2027-06-07' });
    expect(`${cycle.daf.masechta.name} ${cycle.daf.daf}`).toBe('Zevachim 109');
    expect(cycleOn('2020-01-05')).toMatchObject({ cycle: 14, dayIndex: 0 });
    expect(cycleOn('2027-06-08')).toMatchObject({ cycle: 15, start: '2027-06-08', dayIndex: 0 });
    expect(() => cycleOn('1970-01-01')).toThrow(RangeError);
  });

  it('dates a daf in the current cycle, past or future', () => {
    expect(dateOfDaf(masechta('berachos'), 2, '2026-01-01')).toBe('2020-01-05');
    expect(dateOfDaf(masechta('shabbos'), 2, '2026-01-01')).toBe('2020-03-08');
    expect(dateOfDaf(masechta('nidah'), 73, '2026-01-01')).toBe('2027-06-07');
    // On the first day of the next cycle, Berachos 2 is today.
    expect(dateOfDaf(masechta('berachos'), 2, '2027-06-08')).toBe('2027-06-08');
    expect(masechtaDates(masechta('berachos'), '2026-01-01')).toEqual({ start: '2020-01-05', end: '2020-03-07' });
  });
});

describe('cycle progress', () => {
  it('counts dapim learnt, finds the middle daf and the completed masechtot', () => {
    const progress = cycleProgress('2026-01-01');
    expect(progress.totalDafim).toBe(2711);
    expect(HALFWAY_INDEX).toBe(1355);
    expect(progress.dafimLearnt).toBe(progress.dayIndex + 1);
    expect(progress.halfway.date).toBe('2023-09-21');
    expect(progress.halfway.reached).toBe(true);
    expect(progress.nextHalfway).toEqual({ cycle: 15, date: '2031-02-22' });
    expect(cycleOn(progress.nextHalfway.date)).toMatchObject({ cycle: 15, dayIndex: HALFWAY_INDEX });
    // 2026-01-01 is in Zevachim: every masechta before it is done, Zevachim is next.
    expect(progress.completedMasechtot.at(-1)?.name).toBe('Horayos');
    expect(progress.completedMasechtot).toHaveLength(28);
    expect(progress.nextSiyum.masechta.name).toBe('Zevachim');
    expect(progress.nextSiyum.date).toBe(dateOfDaf(masechta('zevachim'), 120, '2026-01-01'));
  });

  it('has the halfway point ahead early in a cycle and counts a siyum on its own day as next', () => {
    const early = cycleProgress('2020-03-07');
    expect(early.halfway.reached).toBe(false);
    expect(early.completedMasechtot).toEqual([]);
    expect(early.nextSiyum).toEqual({ masechta: masechta('berachos'), date: '2020-03-07' });
    expect(cycleProgress('2020-03-08').completedMasechtot.map((m) => m.name)).toEqual(['Berachos']);
  });
});

describe('ordinal', () => {
  it('counts cycles in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '14th', '21st', '22nd', '101st', '111th',
    ]);
  });
});
