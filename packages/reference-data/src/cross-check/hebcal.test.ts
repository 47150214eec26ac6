/**
 * Cross-checks against @hebcal/learning and @hebcal/core wherever they cover the same facts.
 * @hebcal is a devDependency: tests and generators only, never imported by src/ at runtime.
 */
import { describe, expect, it } from 'vitest';
import { HebrewCalendar, parshiot as hebcalParshiot } from '@hebcal/core';
import { DafYomi, calculateDirshuAmud, vilna } from '@hebcal/learning';
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
import { toIsoDate, toDayNumber } from '../dates';
import { mishnahMasechtot } from '../mishnayot/mishnayot';
import { mishneTorah } from '../mishneh-torah/mishneh-torah';
import { nachBooks } from '../nach/nach';
import { parshiot } from '../parshiot/parshiot';
import { yerushalmiMasechtot } from '../yerushalmi/yerushalmi';
import { dirshuMasechtot } from '../dirshu/dirshu';

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
