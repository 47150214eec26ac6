import { describe, expect, it } from 'vitest';
import { parshiot as hebcalParshiot } from '@hebcal/core';
import { daysBetween } from './calendar-day';
import { hebrewDay, weeklyReading } from './week';

describe('hebrewDay', () => {
  it('gives the Hebrew date in English and in Hebrew letters', () => {
    expect(hebrewDay('2026-11-21')).toEqual({
      english: '11th of Kislev, 5787',
      hebrew: 'י״א כסלו תשפ״ז',
    });
    expect(hebrewDay('2026-09-12')).toEqual({
      english: '1st of Tishrei, 5787',
      hebrew: 'א׳ תשרי תשפ״ז',
    });
  });
});

describe('weeklyReading', () => {
  it('names the coming Shabbos’s parsha from any day of the week', () => {
    for (const day of ['2026-11-15', '2026-11-18', '2026-11-21']) {
      expect(weeklyReading(day, false)).toMatchObject({
        shabbos: '2026-11-21',
        name: 'Vayetzei',
        hebrewName: 'ויצא',
        parshiot: [{ name: 'Vayetzei' }],
        festival: false,
      });
    }
    expect(weeklyReading('2026-11-22', false).name).toBe('Vayishlach');
  });

  it('joins a double parsha and names both for their shiurim', () => {
    // 2026-04-18: Tazria-Metzora in the diaspora.
    const reading = weeklyReading('2026-04-14', false);
    expect(reading.parshiot.map((parsha) => parsha.name)).toHaveLength(2);
    expect(reading.name).toContain('-');
  });

  it('gives the festival when it displaces the parsha, and the Israel schedule where it differs', () => {
    expect(weeklyReading('2026-05-20', false)).toMatchObject({
      name: 'Shavuot',
      festival: true,
      parshiot: [],
    });
    // After Shavuot 5786 (Shabbos 7 Sivan in the diaspora only), Israel reads Nasso a week earlier.
    expect(weeklyReading('2026-05-20', true)).toMatchObject({ name: 'Nasso', festival: false });
  });

  it('finds a site parsha for every weekly reading of two years, in both schedules', () => {
    const names = new Set<string>();
    for (const day of daysBetween('2026-01-01', '2027-12-31')) {
      for (const israel of [false, true]) {
        const reading = weeklyReading(day, israel);
        if (reading.festival) continue;
        expect(reading.parshiot.length, `${day}: ${reading.name}`).toBeGreaterThan(0);
        expect(reading.name.split('-').length).toBe(reading.parshiot.length);
        reading.parshiot.forEach((parsha) => names.add(parsha.name));
      }
    }
    // Every parsha of the year is read in two years (Vezot Haberakhah only on Simchat Torah).
    expect(names.size).toBe(hebcalParshiot.length - 1);
  });
});
