import { HDate, HebrewCalendar, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { isoOf } from '@/server/hebrew-calendar';
import {
  hebrewDateOfPassing,
  hebrewDayText,
  isYahrzeitOn,
  nextYahrzeits,
  yahrzeitCandidatesOn,
  yahrzeitInHebrewYear,
  yahrzeitsBetween,
  yahrzeitsInGregorianYear,
  type HebrewDay,
} from './yahrzeit';

const { CHESHVAN, KISLEV, TEVET, SHVAT, ADAR_I, ADAR_II } = months;
const day = (dd: number, mm: number, yy: number): HebrewDay => ({ year: yy, month: mm, day: dd });
const iso = (dd: number, mm: number, yy: number) => isoOf(new HDate(dd, mm, yy));

describe('the Hebrew date of a passing', () => {
  it('is the day itself before sunset and the next Hebrew day after sunset', () => {
    // 2026-02-02 is 15 Shevat 5786.
    expect(hebrewDateOfPassing('2026-02-02', false)).toEqual(day(15, SHVAT, 5786));
    expect(hebrewDateOfPassing('2026-02-02', true)).toEqual(day(16, SHVAT, 5786));
    expect(hebrewDateOfPassing('2026-02-01', true)).toEqual(day(15, SHVAT, 5786));
    // After sunset on the last day of a year is Rosh Hashana of the next.
    expect(hebrewDateOfPassing('2026-09-11', true)).toEqual(day(1, months.TISHREI, 5787));
  });

  it('is written in English letters and in Hebrew without points', () => {
    expect(hebrewDayText(day(15, SHVAT, 5786))).toEqual({ english: "15 Sh'vat 5786", hebrew: 'ט״ו שבט תשפ״ו' });
    expect(hebrewDayText(day(10, ADAR_II, 5784)).english).toBe('10 Adar II 5784');
  });
});

describe('the yahrzeit', () => {
  it('is the same Hebrew day every year, from the first anniversary on (nothing in the year of the passing)', () => {
    const death = day(15, SHVAT, 5786);
    expect(yahrzeitInHebrewYear(death, 5786)).toBeNull();
    expect(yahrzeitInHebrewYear(death, 5785)).toBeNull();
    expect(yahrzeitInHebrewYear(death, 5787)).toBe(iso(15, SHVAT, 5787));
    expect(nextYahrzeits(death, '2026-02-02', 2)).toEqual([iso(15, SHVAT, 5787), iso(15, SHVAT, 5788)]);
    expect(isYahrzeitOn(death, '2026-02-02')).toBe(false);
    expect(isYahrzeitOn(death, iso(15, SHVAT, 5787))).toBe(true);
  });

  it('after sunset moves every yahrzeit a day later', () => {
    const before = hebrewDateOfPassing('2026-02-02', false);
    const after = hebrewDateOfPassing('2026-02-02', true);
    expect(yahrzeitInHebrewYear(after, 5790)).toBe(iso(16, SHVAT, 5790));
    expect(Date.parse(yahrzeitInHebrewYear(after, 5790)!) - Date.parse(yahrzeitInHebrewYear(before, 5790)!)).toBe(86_400_000);
  });

  it('of a passing in Adar of a common year is kept in Adar I of a leap year (hebcal, the Rema)', () => {
    expect(HDate.isLeapYear(5785)).toBe(false);
    expect(HDate.isLeapYear(5787)).toBe(true);
    const death = day(10, ADAR_I, 5785); // month 12 is Adar in a common year
    expect(yahrzeitInHebrewYear(death, 5786)).toBe(iso(10, ADAR_I, 5786));
    expect(yahrzeitInHebrewYear(death, 5787)).toBe(iso(10, ADAR_I, 5787));
  });

  it('of a passing in Adar II is kept in the last Adar of every year; in Adar I, in Adar I or Adar', () => {
    expect(HDate.isLeapYear(5784)).toBe(true);
    const adar2 = day(10, ADAR_II, 5784);
    expect(yahrzeitInHebrewYear(adar2, 5785)).toBe(iso(10, ADAR_I, 5785));
    expect(yahrzeitInHebrewYear(adar2, 5787)).toBe(iso(10, ADAR_II, 5787));
    const adar1 = day(10, ADAR_I, 5784);
    expect(yahrzeitInHebrewYear(adar1, 5785)).toBe(iso(10, ADAR_I, 5785));
    expect(yahrzeitInHebrewYear(adar1, 5787)).toBe(iso(10, ADAR_I, 5787));
    // 30 Adar I: common years' Adar has 29 days, so it is kept on 30 Shevat.
    expect(yahrzeitInHebrewYear(day(30, ADAR_I, 5784), 5785)).toBe(iso(30, SHVAT, 5785));
    expect(yahrzeitInHebrewYear(day(30, ADAR_I, 5784), 5787)).toBe(iso(30, ADAR_I, 5787));
  });

  it('of 30 Cheshvan or 30 Kislev follows the first anniversary when the month is short', () => {
    const longCheshvan = (year: number) => HDate.longCheshvan(year);
    const shortKislev = (year: number) => HDate.shortKislev(year);
    // A 30 Cheshvan whose first anniversary year has a long Cheshvan: 30 Cheshvan, else 1 Kislev.
    const a = [...Array(40).keys()].map((i) => 5760 + i).find((y) => longCheshvan(y) && longCheshvan(y + 1))!;
    const laterShort = [...Array(10).keys()].map((i) => a + 2 + i).find((y) => !longCheshvan(y))!;
    expect(yahrzeitInHebrewYear(day(30, CHESHVAN, a), a + 1)).toBe(iso(30, CHESHVAN, a + 1));
    expect(yahrzeitInHebrewYear(day(30, CHESHVAN, a), laterShort)).toBe(iso(1, KISLEV, laterShort));
    // Its first anniversary year has a short Cheshvan: the day before 1 Kislev (the last of Cheshvan), every year.
    const b = [...Array(40).keys()].map((i) => 5760 + i).find((y) => longCheshvan(y) && !longCheshvan(y + 1))!;
    const laterLong = [...Array(10).keys()].map((i) => b + 2 + i).find((y) => longCheshvan(y))!;
    expect(yahrzeitInHebrewYear(day(30, CHESHVAN, b), b + 1)).toBe(iso(29, CHESHVAN, b + 1));
    expect(yahrzeitInHebrewYear(day(30, CHESHVAN, b), laterLong)).toBe(iso(30, CHESHVAN, laterLong));
    // The same for 30 Kislev and 1 Tevet.
    const c = [...Array(40).keys()].map((i) => 5760 + i).find((y) => !shortKislev(y) && shortKislev(y + 1))!;
    expect(yahrzeitInHebrewYear(day(30, KISLEV, c), c + 1)).toBe(iso(29, KISLEV, c + 1));
    const d = [...Array(40).keys()].map((i) => 5760 + i).find((y) => !shortKislev(y) && !shortKislev(y + 1))!;
    const dShort = [...Array(10).keys()].map((i) => d + 2 + i).find((y) => shortKislev(y))!;
    expect(yahrzeitInHebrewYear(day(30, KISLEV, d), d + 1)).toBe(iso(30, KISLEV, d + 1));
    expect(yahrzeitInHebrewYear(day(30, KISLEV, d), dShort)).toBe(iso(1, TEVET, dShort));
  });

  it('agrees with HebrewCalendar.getYahrzeit, and the candidates of a day hold every passing kept on it', () => {
    const deaths = [day(30, CHESHVAN, 5770), day(30, KISLEV, 5771), day(10, ADAR_II, 5771), day(30, ADAR_I, 5776), day(1, months.NISAN, 5780), day(29, ADAR_I, 5785)];
    for (const death of deaths) {
      for (let year = death.year + 1; year < death.year + 25; year += 1) {
        const date = yahrzeitInHebrewYear(death, year)!;
        expect(date).toBe(isoOf(HebrewCalendar.getYahrzeit(year, new HDate(death.day, death.month, death.year))!));
        expect(isYahrzeitOn(death, date)).toBe(true);
        expect(yahrzeitCandidatesOn(date)).toContainEqual({ month: death.month, day: death.day });
      }
    }
  });

  it('lists the yahrzeits of a Gregorian year or a window, soonest first', () => {
    const death = day(15, SHVAT, 5786);
    expect(yahrzeitsInGregorianYear(death, 2027)).toEqual([iso(15, SHVAT, 5787)]);
    expect(yahrzeitsInGregorianYear(death, 2026)).toEqual([]);
    expect(yahrzeitsBetween(death, '2026-01-01', '2029-12-31')).toEqual([iso(15, SHVAT, 5787), iso(15, SHVAT, 5788), iso(15, SHVAT, 5789)]);
  });
});
