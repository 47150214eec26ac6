/**
 * Cross-checks against @hebcal/learning and @hebcal/core wherever they cover the same facts.
 * @hebcal is a devDependency: tests and generators only, never imported by src/ at runtime.
 */
import { describe, expect, it } from 'vitest';
import { HebrewCalendar, flags, parshiot as hebcalParshiot } from '@hebcal/core';
import { DafYomi, calculateDirshuAmud, vilna } from '@hebcal/learning';
import hebcalKitzurYomi from '@hebcal/learning/kitzurSa.json';
import hebcalMishnayot from '@hebcal/learning/mishnayot.json';
import hebcalMishnehTorah from '@hebcal/learning/mishnehTorah.json';
import hebcalChapters from '@hebcal/learning/tanakhNumChap.json';
import { hebcalHebrew } from '../../scripts/lib/hebrew';
import { dafYomiCycleRecords } from '../data/daf-yomi-cycle';
import { chumashRecords } from '../data/parshiot';
import { holidaySpellings } from '../data/holiday-spellings';
import { masechtaNameRecords } from '../data/masechta-names';
import { nachNameRecords } from '../data/nach-names';
import { bavliMasechtot } from '../bavli/masechtot';
import { dafYomiForDate } from '../bavli/daf-yomi';
import { indexToAmud, totalAmudim } from '../bavli/daf-index';
import { toIsoDate, toDayNumber, weekday } from '../dates';
import { mishnahMasechtot } from '../mishnayot/mishnayot';
import { mishneTorah } from '../mishneh-torah/mishneh-torah';
import { nachBooks } from '../nach/nach';
import { parshiot } from '../parshiot/parshiot';
import { yerushalmiMasechtot } from '../yerushalmi/yerushalmi';
import { dirshuMasechtot } from '../dirshu/dirshu';
import { kitzur } from '../kitzur/kitzur';
import { mitzvahForDate, mitzvotSchedule } from '../mitzvot/schedule';

/** hebcal Daf Yomi name → our cycle entry name (Kinnim, Tamid and Midot are inside Meilah). */
const cycleNameByHebcal = new Map(
  dafYomiCycleRecords.flatMap((cycle) => [cycle, ...(cycle.covers ?? [])].map((entry) => [entry.hebcal, cycle.name] as const)),
);

/** Local-midnight Date of an ISO day, as hebcal expects. */
function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

describe('Daf Yomi against @hebcal/learning', () => {
  it('gives the same masechta and daf on every day of two full cycles', () => {
    const start = toDayNumber('2012-08-03');
    for (let day = start; day < start + 2 * 2711; day++) {
      const iso = toIsoDate(day);
      const hebcal = new DafYomi(localDate(iso));
      const ours = dafYomiForDate(iso);
      expect(ours?.masechta.name, iso).toBe(cycleNameByHebcal.get(hebcal.getName()));
      expect(ours?.daf, iso).toBe(hebcal.getBlatt());
    }
  });

  it('uses hebcal Daf Yomi names in the same order', () => {
    expect(dafYomiCycleRecords.map((c) => c.hebcal)).toEqual(
      [...cycleNameByHebcal.keys()].filter((name) => !['Kinnim', 'Tamid', 'Midot'].includes(name)),
    );
  });
});

describe('Dirshu Amud Yomi against @hebcal/learning', () => {
  it('gives the same amud on every day of a full cycle, outside the masechtot Meilah covers', () => {
    const start = toDayNumber('2023-10-16');
    const covered = new Set(['Kinnim', 'Tamid', 'Midot']);
    for (let offset = 0; offset < totalAmudim; offset++) {
      const hebcal = calculateDirshuAmud(localDate(toIsoDate(start + offset)));
      if (covered.has(hebcal.name)) continue;
      const ours = indexToAmud(offset);
      expect(ours?.masechta.name).toBe(cycleNameByHebcal.get(hebcal.name));
      expect([ours?.daf, ours?.amud]).toEqual([hebcal.amud, hebcal.side]);
    }
    expect(dirshuMasechtot.reduce((sum, m) => sum + m.amudim, 0)).toBe(totalAmudim);
  });
});

describe('names and counts against @hebcal', () => {
  it('has the Hebrew masechta names hebcal gives', () => {
    for (const record of masechtaNameRecords) expect(record.hebrewName, record.name).toBe(hebcalHebrew(record.sefaria));
    for (const masechta of bavliMasechtot) expect(masechta.hebrewName).toBe(masechtaNameRecords.find((r) => r.name === masechta.name)?.hebrewName);
  });

  it('has the mishnayot of every perek of every masechta', () => {
    const table: Record<string, number[]> = hebcalMishnayot;
    expect(masechtaNameRecords.map((r) => r.sefaria)).toEqual(Object.keys(table));
    mishnahMasechtot.forEach((masechta, index) => {
      expect(masechta.mishnayot).toEqual(table[masechtaNameRecords[index]?.sefaria ?? '']);
    });
  });

  it('has the Yerushalmi (Vilna) daf counts', () => {
    expect(yerushalmiMasechtot.map((m) => [m.sefaria.replace('Jerusalem Talmud ', ''), m.dapim])).toEqual(vilna.shas);
  });

  it('has the parshiot in hebcal order with hebcal Hebrew names', () => {
    const records = chumashRecords.flatMap((book) => book.parshiot);
    expect(records.map((r) => r.hebcal)).toEqual(hebcalParshiot);
    records.forEach((record, index) => expect(parshiot[index]?.hebrewName).toBe(hebcalHebrew(record.hebcal)));
  });

  it('has the chapters of every book of Nach', () => {
    const table: Record<string, number> = hebcalChapters;
    nachBooks.forEach((book, index) => {
      const hebcalName = nachNameRecords[index]?.hebcal ?? book.name;
      expect(book.chapters, book.name).toBe(table[hebcalName]);
    });
  });

  it('has the Mishneh Torah chapter counts', () => {
    expect(mishneTorah.map(([book, chapters]) => [book, chapters])).toEqual(Object.entries(hebcalMishnehTorah));
  });

  it('names holidays as hebcal does', () => {
    const names = new Set<string>();
    for (const year of [2025, 2026, 2027]) {
      for (const event of HebrewCalendar.calendar({ year, isHebrewYear: false, omer: true })) names.add(event.basename());
    }
    for (const [holiday, record] of Object.entries(holidaySpellings)) {
      if (!record.hebcal) continue;
      const hebcalName = record.hebcal;
      expect([...names].some((name) => name === hebcalName || name.startsWith(`${hebcalName} `)), holiday).toBe(true);
    }
  });
});

describe('Kitzur Shulchan Aruch against the @hebcal/learning Kitzur Yomi table', () => {
  /**
   * Hebcal's daily readings are "siman:se'if-siman:se'if", closing a siman with "E" (end) rather
   * than its last se'if, so the table gives lower bounds, not counts: every se'if it names must
   * exist. Four of its readings name a siman or se'if no edition has; they are typos, not variants
   * (siman 1234, se'if 267 of siman 80, se'if 16 of siman 6 and, read literally, se'if 17 of siman 6).
   */
  const hebcalTypos = new Set(['5:9-6:16', '6:17-6:3', '80:267-80:35', '123:3-1234:3']);

  it("names no siman or se'if beyond our table, apart from four typos", () => {
    const readings = Object.values(hebcalKitzurYomi as Record<string, string[]>).flat();
    const outOfRange: string[] = [];
    let checked = 0;
    for (const reading of readings) {
      const match = /^(\d+):(\d+|E)-(\d+):(\d+|E)$/.exec(reading);
      if (!match) continue; // "Klalim", and the leap-year options' other forms
      const [, fromSiman, fromSeif, toSiman, toSeif] = match;
      for (const [siman, seif] of [
        [fromSiman, fromSeif],
        [toSiman, toSeif],
      ]) {
        const count = kitzur[Number(siman) - 1];
        if (seif !== 'E') checked++;
        if (count === undefined || (seif !== 'E' && Number(seif) > count)) outOfRange.push(reading);
      }
    }
    expect(checked).toBeGreaterThan(600);
    expect(new Set(outOfRange)).toEqual(hebcalTypos);
  });
});

describe('the mitzvot cycle: what its anchors settle, with @hebcal/core', () => {
  const events = [2025, 2026, 2027, 2028, 2029].flatMap((year) =>
    HebrewCalendar.calendar({ year, isHebrewYear: false, il: false }).map((event) => ({
      date: toIsoDate(toDayNumber(event.getDate().greg())),
      desc: event.getDesc(),
      yomTov: Boolean(event.getFlags() & flags.CHAG),
    })),
  );
  const yomTov = events.filter((event) => event.yomTov).map((event) => event.date);
  const datesOf = (desc: string) => events.filter((event) => event.desc === desc).map((event) => event.date);

  /** The numbering the cycle's rule gives with Saturdays and these days skipped. */
  function numbering(skipped: readonly string[]): Map<string, number> {
    const skip = new Set(skipped);
    const numbers = new Map<string, number>();
    let mitzvah = 599;
    for (let day = toDayNumber('2025-04-23'); day <= toDayNumber('2029-06-03'); day++) {
      const date = toIsoDate(day);
      if (weekday(day) === 6 || skip.has(date)) continue;
      numbers.set(date, mitzvah);
      mitzvah = mitzvah === 613 ? 1 : mitzvah + 1;
    }
    return numbers;
  }

  function meetsAnchors(numbers: Map<string, number>): boolean {
    const restarts = [...numbers].filter(([, mitzvah]) => mitzvah === 1).map(([date]) => date);
    return numbers.get('2025-04-23') === 599 && numbers.get('2029-06-03') === 613 && restarts.join() === '2025-05-11,2027-05-24';
  }

  it('needs one more skipped day a year than Yom Tov; Tish\'a B\'Av gives the shipped schedule', () => {
    expect(meetsAnchors(numbering(yomTov))).toBe(false);
    const shipped = numbering([...yomTov, ...datesOf("Tish'a B'Av")]);
    expect(meetsAnchors(shipped)).toBe(true);
    expect([...shipped].map(([date, mitzvah]) => ({ date, mitzvah }))).toEqual(mitzvotSchedule);
  });

  it('cannot tell Tish\'a B\'Av from Purim: the answer for 2026-01-05 is 196 or 197', () => {
    expect(mitzvahForDate('2026-01-05')).toBe(196);
    const alternatives: [string, number][] = [
      ['Erev Yom Kippur', 196],
      ['Sukkot VII (Hoshana Raba)', 196],
      ['Tzom Gedaliah', 196],
      ["Asara B'Tevet", 196],
      ['Purim', 197],
      ["Ta'anit Esther", 197],
      ['Erev Pesach', 197],
    ];
    for (const [holiday, answer] of alternatives) {
      const numbers = numbering([...yomTov, ...datesOf(holiday)]);
      expect(meetsAnchors(numbers), holiday).toBe(true);
      expect(numbers.get('2026-01-05'), holiday).toBe(answer);
    }
  });
});
