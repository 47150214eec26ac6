import { describe, expect, it } from 'vitest';
import { holidays, type Holiday } from '@openshiur/reference-data';
import { holidayRules, tzomGedaliaRule } from './holiday-rules';
import { nextOccurrence, nextOccurrences, windowFrom, type Occurrence } from './occurrences';

const span = (occurrence: Occurrence | undefined) => occurrence && [occurrence.start, occurrence.end];
const next = (holiday: Holiday, today: string, inIsrael = false) => nextOccurrence(holidayRules[holiday], today, inIsrael);

describe('holiday mapping to the Hebrew calendar', () => {
  it('maps every holiday of reference-data’s list, and each one occurs within a year, in and outside Israel', () => {
    expect(Object.keys(holidayRules).sort()).toEqual([...holidays].sort());
    for (const inIsrael of [false, true]) {
      const window = windowFrom('2026-01-01', inIsrael);
      for (const holiday of holidays) {
        const [occurrence] = nextOccurrences(holidayRules[holiday], '2026-01-01', window);
        expect(occurrence, `${holiday} ${inIsrael ? 'in Israel' : 'outside Israel'}`).toBeDefined();
        expect(occurrence!.start < '2027-01-01', holiday).toBe(true);
      }
    }
  });

  it('gives one-day holidays and Shabbosos their day', () => {
    expect(span(next('Purim', '2026-01-01'))).toEqual(['2026-03-03', '2026-03-03']);
    expect(span(next('Zachor', '2026-01-01'))).toEqual(['2026-02-28', '2026-02-28']);
    expect(span(next('Shabbos Shuva', '2026-01-01'))).toEqual(['2026-09-19', '2026-09-19']);
    expect(span(next("Tu B'Shevat", '2026-01-01'))).toEqual(['2026-02-02', '2026-02-02']);
    expect(span(next("Lag B'Omer", '2026-01-01'))).toEqual(['2026-05-05', '2026-05-05']);
    expect(span(next('Yom Kippur', '2026-01-01'))).toEqual(['2026-09-21', '2026-09-21']);
  });

  it('joins the days of a festival into one span, as long as it is in or outside Israel', () => {
    expect(span(next('Pesach', '2026-01-01'))).toEqual(['2026-04-02', '2026-04-09']);
    expect(span(next('Pesach', '2026-01-01', true))).toEqual(['2026-04-02', '2026-04-08']);
    expect(span(next('Shavuot', '2026-01-01'))).toEqual(['2026-05-22', '2026-05-23']);
    expect(span(next('Shavuot', '2026-01-01', true))).toEqual(['2026-05-22', '2026-05-22']);
    expect(span(next('Sukkot', '2026-01-01'))).toEqual(['2026-09-26', '2026-10-02']);
    expect(span(next('Rosh Hashana', '2026-01-01'))).toEqual(['2026-09-12', '2026-09-13']);
    expect(span(next('Chanukah', '2026-01-01'))).toEqual(['2026-12-05', '2026-12-12']);
    expect(next('Chanukah', '2026-01-01')?.hebrewStart.english).toBe('25 Kislev 5787');
    expect(span(next('Sefirat HaOmer', '2026-01-01'))).toEqual(['2026-04-03', '2026-05-21']);
  });

  it('keeps Simchat Torah on Shmini Atzeret in Israel', () => {
    expect(span(next('Simchat Torah', '2026-01-01'))).toEqual(['2026-10-04', '2026-10-04']);
    expect(span(next('Simchat Torah', '2026-01-01', true))).toEqual(['2026-10-03', '2026-10-03']);
  });

  it('counts one or two days of Rosh Chodesh as one occurrence', () => {
    expect(span(next('Rosh Chodesh', '2026-01-01'))).toEqual(['2026-01-19', '2026-01-19']);
    expect(span(next('Rosh Chodesh', '2026-01-20'))).toEqual(['2026-02-17', '2026-02-18']);
  });

  it('spans The Three Weeks from 17 Tammuz to 9 Av, which hebcal does not mark', () => {
    expect(span(next('The Three Weeks', '2026-01-01'))).toEqual(['2026-07-02', '2026-07-23']);
    expect(next('The Three Weeks', '2026-01-01')?.hebrewStart.english).toBe('17 Tamuz 5786');
  });

  it('answers the occurrence under way, today’s included, then the next year’s', () => {
    expect(span(next('Sefirat HaOmer', '2026-04-20'))).toEqual(['2026-04-03', '2026-05-21']);
    expect(span(next("Tisha b'Av", '2026-07-23'))).toEqual(['2026-07-23', '2026-07-23']);
    expect(span(next("Tisha b'Av", '2026-07-24'))).toEqual(['2027-08-12', '2027-08-12']);
    const window = windowFrom('2026-01-01', false, 3);
    expect(nextOccurrences(holidayRules.Purim, '2026-01-01', window, 3).map((o) => o.start)).toEqual([
      '2026-03-03',
      '2027-03-23',
      '2028-03-12',
    ]);
  });
});

describe('fasts kept on another day', () => {
  it('marks Tisha b’Av postponed when 9 Av is Shabbos, and not otherwise', () => {
    expect(next("Tisha b'Av", '2026-01-01')?.moved).toBeUndefined();
    const nidcheh = next("Tisha b'Av", '2029-01-01');
    expect(span(nidcheh)).toEqual(['2029-07-22', '2029-07-22']);
    expect(nidcheh?.moved).toEqual({ direction: 'postponed', from: '2029-07-21' });
    expect(nidcheh?.hebrewStart.english).toBe('10 Av 5789');
  });

  it('marks Tzom Gedalia postponed when 3 Tishrei is Shabbos', () => {
    const plain = nextOccurrence(tzomGedaliaRule, '2026-01-01', false);
    expect(span(plain)).toEqual(['2026-09-14', '2026-09-14']);
    expect(plain?.moved).toBeUndefined();
    const postponed = nextOccurrence(tzomGedaliaRule, '2028-01-01', false);
    expect(span(postponed)).toEqual(['2028-09-24', '2028-09-24']);
    expect(postponed?.moved).toEqual({ direction: 'postponed', from: '2028-09-23' });
  });

  it('never moves Asarah b’Tevet, even on a Friday', () => {
    const friday = next("Fast of Asarah B'Tevet", '2025-01-01');
    expect(span(friday)).toEqual(['2025-01-10', '2025-01-10']);
    expect(friday?.moved).toBeUndefined();
  });
});
