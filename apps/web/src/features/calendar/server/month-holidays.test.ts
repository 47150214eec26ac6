import { describe, expect, it } from 'vitest';
import { holidaysBetween } from './month-holidays';

const on = (date: string, inIsrael = false) => holidaysBetween(date, date, inIsrael);
const titles = (date: string, inIsrael = false) => on(date, inIsrael).map((holiday) => holiday.title);

describe('holidaysBetween (checked against @hebcal’s dates for 5787)', () => {
  it('Rosh Hashana 5787 begins on 2026-09-12 and is Yom Tov', () => {
    expect(titles('2026-09-12')).toContain('Rosh Hashana 5787');
    expect(on('2026-09-12').find((holiday) => holiday.title === 'Rosh Hashana 5787')?.kind).toBe('yom-tov');
    expect(on('2026-09-12')[0]?.hebrew).toMatch(/ראש השנה/);
  });

  it('Tzom Gedaliah is on 2026-09-14, a fast', () => {
    expect(on('2026-09-14')).toEqual([expect.objectContaining({ title: 'Tzom Gedaliah', kind: 'fast' })]);
  });

  it('Yom Kippur is on 2026-09-21, a major fast', () => {
    expect(on('2026-09-21')).toEqual([expect.objectContaining({ title: 'Yom Kippur', kind: 'fast' })]);
  });

  it('the second day of Sukkot is Yom Tov in the diaspora and Chol HaMoed in Israel', () => {
    expect(titles('2026-09-27', false)).toContain('Sukkot II');
    expect(titles('2026-09-27', true)).not.toContain('Sukkot II');
    expect(titles('2026-09-27', true)).toEqual(['Sukkot II (CH’’M)']);
    expect(on('2026-09-27', false)[0]?.kind).toBe('yom-tov');
    expect(on('2026-09-27', true)[0]?.kind).toBe('holiday');
  });

  it('Rosh Chodesh, minor fasts and modern holidays are in; the special Shabbatot are not', () => {
    expect(on('2026-11-11')).toEqual([expect.objectContaining({ title: 'Rosh Chodesh Kislev', kind: 'rosh-chodesh' })]);
    expect(on('2026-12-20')).toEqual([expect.objectContaining({ title: 'Asara B’Tevet', kind: 'fast' })]);
    expect(holidaysBetween('2027-05-01', '2027-05-31', false).some((holiday) => holiday.kind === 'modern')).toBe(true);
    // Shabbat Shuva (2026-09-19) is a special Shabbat: left out.
    expect(titles('2026-09-19').join()).not.toMatch(/Shabbat Shuva/);
  });

  it('a month’s holidays come in date order, all inside it', () => {
    const september = holidaysBetween('2026-09-01', '2026-09-30', false);
    const dates = september.map((holiday) => holiday.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((date) => date >= '2026-09-01' && date <= '2026-09-30')).toBe(true);
    expect(september.length).toBeGreaterThan(8);
  });
});
