import { describe, expect, it } from 'vitest';
import { dailyRambam1, dailyRambam3 } from '@hebcal/learning';
import {
  amudToIndex,
  bavliMasechtot,
  kitzurSimanimCount,
  mishnahMasechtot,
  mishnehTorahBooks,
  nachBooks,
  parshiot,
} from '@openshiur/reference-data';
import { addDays, daysBetween, toLocalDate } from './calendar-day';
import {
  findProgramme,
  learningOn,
  learningProgrammes,
  nextUnitAfter,
  scheduleBetween,
} from './programmes';
import type { LearningProgramme, ScheduleGroup, ScheduleItem } from './types';

const programme = (id: string): LearningProgramme => {
  const found = findProgramme(id);
  if (!found) throw new Error(`no programme ${id}`);
  return found;
};
const unit = (id: string, date: string) => programme(id).unitFor(date);

const allItems = (groups: readonly ScheduleGroup[]): ScheduleItem[] =>
  groups.flatMap((group) => [...(group.items ?? []), ...allItems(group.groups ?? [])]);

describe('the units of known days', () => {
  it('Daf Yomi: the 14th cycle began with Berachos 2 on 2020-01-05', () => {
    expect(unit('daf-yomi', '2020-01-05')).toMatchObject({
      label: 'Berachos 2',
      hebrewLabel: 'ברכות דף ב׳',
      href: '/dafyomi/berachos/2',
      posts: [{ masechta: 'Berachos', daf: 2 }],
    });
    expect(unit('daf-yomi', '2024-04-08')?.label).toBe('Bava Metzia 40');
    // Day 2711 of the cycle is the siyum, Nidah 73; the next day starts again.
    expect(unit('daf-yomi', addDays('2020-01-05', 2710))?.label).toBe('Nidah 73');
    expect(unit('daf-yomi', addDays('2020-01-05', 2711))?.label).toBe('Berachos 2');
  });

  it('Amud Yomi: Dirshu began with Berachos 2a on 2023-10-16, and files Tamid under Meilah', () => {
    expect(unit('amud-yomi', '2023-10-16')).toMatchObject({
      label: 'Berachos 2a',
      hebrewLabel: 'ברכות דף ב׳ ע״א',
      href: '/dafyomi/berachos/2',
      posts: [{ masechta: 'Berachos', daf: 2, amud: 'a' }],
    });
    expect(unit('amud-yomi', '2023-10-17')?.label).toBe('Berachos 2b');
    expect(unit('amud-yomi', '2023-10-15')).toBeNull();
    // Tamid is Meilah 25b–33b in the Vilna Shas, as the Daf Yomi counts it.
    const tamid = unit('amud-yomi', addDays('2023-10-16', amudToIndex('Meilah', 28, 'a')!));
    expect(tamid).toMatchObject({
      label: 'Tamid 4b', // Dirshu's own pagination of Tamid, from 2a
      href: '/dafyomi/meilah/28',
      posts: [{ masechta: 'Meilah', daf: 28, amud: 'a' }],
    });
  });

  it('Mishna Yomi: two mishnayot, the first day of a perek linking to its page', () => {
    expect(unit('mishnayot', '2024-04-08')).toMatchObject({
      label: 'Nazir 1:6–7',
      hebrewLabel: 'נזיר א:ו–ז',
      href: '/learning/mishnayot/nazir/1',
      posts: [
        { mishnaMasechta: 'Nazir', perek: 1, mishnah: 6 },
        { mishnaMasechta: 'Nazir', perek: 1, mishnah: 7 },
      ],
    });
    // The cycle that began on 20 May 1947 opens with Berachos 1:1–2, and repeats every 2096 days.
    expect(unit('mishnayot', '1947-05-20')?.label).toBe('Berachos 1:1–2');
    expect(unit('mishnayot', addDays('1947-05-20', 2096))?.label).toBe('Berachos 1:1–2');
  });

  it('Nach Yomi: one chapter a day; the cycle of 1 November 2007 began with Joshua 1', () => {
    expect(unit('nach-yomi', '2024-04-08')).toMatchObject({
      label: 'I Samuel 23',
      href: '/learning/nach-yomi/i-samuel/23',
      posts: [{ nachBook: 'I Samuel', nachChapter: 23 }],
    });
    expect(unit('nach-yomi', '2007-11-01')?.label).toBe('Joshua 1');
    expect(unit('nach-yomi', addDays('2007-11-01', 741))?.label).toBe('II Chronicles 36');
  });

  it('Rambam: all tracks finished the cycle on 9 July 2020 and began again the next day', () => {
    expect(unit('rambam', '2020-07-09')).toMatchObject({
      label: 'Kings and Wars 12',
      hebrewLabel: 'הלכות מלכים ומלחמות פרק י״ב',
      href: '/learning/rambam/kings-and-wars/12',
      posts: [{ rambamBook: 'Kings and Wars', rambamChapter: 12 }],
    });
    expect(unit('rambam-3', '2020-07-09')).toMatchObject({
      label: 'Kings and Wars 10–12',
      posts: [
        { rambamBook: 'Kings and Wars', rambamChapter: 10 },
        { rambamBook: 'Kings and Wars', rambamChapter: 11 },
        { rambamBook: 'Kings and Wars', rambamChapter: 12 },
      ],
    });
    expect(unit('rambam', '2020-07-10')).toMatchObject({
      label: 'Transmission of the Oral Law 1–21',
      href: '/learning/rambam/transmission-of-the-oral-law/1',
    });
    expect(unit('rambam-3', '2020-07-10')?.parts.map((part) => part.href)).toEqual([
      '/learning/rambam/transmission-of-the-oral-law/1',
      '/learning/rambam/transmission-of-the-oral-law/2',
      '/learning/rambam/transmission-of-the-oral-law/3',
    ]);
    expect(unit('rambam-3', '2026-11-21')?.label).toBe('Hiring 13, Borrowing and Deposit 1–2');
  });

  it('Kitzur: the Hebrew year opens with siman 133 on Rosh Hashanah', () => {
    // 1 Tishrei 5787 is 2026-09-12.
    expect(unit('kitzur', '2026-09-12')).toMatchObject({
      label: 'Siman 133:17–21',
      hebrewLabel: 'סימן קלג:יז–כא',
      href: '/learning/kitzur/133',
      posts: [{ kitzurSiman: 133 }],
    });
    // "25:1-26:2" covers two simanim.
    expect(unit('kitzur', '2026-11-21')).toMatchObject({
      label: 'Simanim 25:1–26:2',
      posts: [{ kitzurSiman: 25 }, { kitzurSiman: 26 }],
    });
  });

  it('Mitzvot: the site’s cycle, with no mitzvah on Shabbos', () => {
    expect(unit('mitzvot', '2026-01-05')).toMatchObject({
      label: 'Mitzvah 196',
      hebrewLabel: 'מצוה קצ״ו',
      href: '/learning/mitzvot/196',
      posts: [{ mitzvah: 196 }],
    });
    expect(unit('mitzvot', '2025-05-11')?.label).toBe('Mitzvah 1');
    expect(unit('mitzvot', '2025-05-10')).toBeNull(); // a Saturday
  });

  it('Yerushalmi Yomi: a daf a day, none on Yom Kippur', () => {
    expect(unit('yerushalmi-yomi', '2026-11-21')).toMatchObject({
      label: 'Sanhedrin 33',
      hebrewLabel: 'ירושלמי סנהדרין דף ל״ג',
      href: '/learning/yerushalmi-yomi',
      posts: [{ yerushalmiMasechta: 'Sanhedrin', yerushalmiDaf: 33 }],
    });
    expect(unit('yerushalmi-yomi', '2026-09-21')).toBeNull(); // Yom Kippur 5787
  });
});

describe('every day of two years', () => {
  const days = daysBetween('2026-01-01', '2027-12-31');
  const bavli = new Map(bavliMasechtot.map((m) => [m.name, m]));
  const mishnah = new Map(mishnahMasechtot.map((m) => [m.name, m]));
  const nach = new Map(nachBooks.map((b) => [b.name, b]));
  const rambam = new Map(mishnehTorahBooks.map((b) => [b.book, b]));

  it.each(learningProgrammes.map((p) => [p.id, p] as const))(
    '%s: units with links and valid post filters',
    (_id, p) => {
      let rest = 0;
      for (const date of days) {
        const day = p.unitFor(date);
        if (!day) {
          rest++;
          continue;
        }
        expect(day.date).toBe(date);
        expect(day.label.length).toBeGreaterThan(2);
        expect(day.href).toMatch(/^\/(dafyomi|learning)\//);
        for (const filter of day.posts) {
          if (filter.masechta) {
            const m = bavli.get(filter.masechta);
            expect(m, filter.masechta).toBeDefined();
            expect(filter.daf).toBeGreaterThanOrEqual(m!.firstDaf);
            expect(filter.daf).toBeLessThanOrEqual(m!.lastDaf);
          }
          if (filter.mishnaMasechta) {
            expect(
              mishnah.get(filter.mishnaMasechta)?.mishnayot[filter.perek! - 1],
            ).toBeGreaterThanOrEqual(filter.mishnah!);
          }
          if (filter.nachBook)
            expect(nach.get(filter.nachBook)?.chapters).toBeGreaterThanOrEqual(filter.nachChapter!);
          if (filter.rambamBook)
            expect(rambam.get(filter.rambamBook)?.chapters).toBeGreaterThanOrEqual(
              filter.rambamChapter!,
            );
          if (filter.kitzurSiman != null)
            expect(filter.kitzurSiman).toBeLessThanOrEqual(kitzurSimanimCount);
          if (filter.mitzvah != null) expect(filter.mitzvah).toBeLessThanOrEqual(613);
        }
        // Every unit page a day links to exists.
        for (const part of day.parts) {
          const prefix = `/learning/${p.id}/`;
          const unitPrefix = p.id === 'rambam-3' ? '/learning/rambam/' : prefix;
          if (!part.href.startsWith(unitPrefix)) continue;
          const owner = p.id === 'rambam-3' ? programme('rambam') : p;
          const resolved = owner.unitPage?.(part.href.slice(unitPrefix.length).split('/'));
          expect(resolved && 'page' in resolved ? resolved.page.path : resolved, part.href).toBe(
            part.href,
          );
        }
      }
      // Only the mitzvot rest weekly; the others rest at most on a few fixed days a year.
      expect(rest).toBeLessThan(p.id === 'mitzvot' ? 150 : 8);
    },
  );

  it('names every post filter in the daily units with a reference the posts carry', () => {
    const filters = learningOn('2026-03-01').flatMap(({ unit: day }) => day?.posts ?? []);
    expect(filters.length).toBeGreaterThan(8);
  });
});

describe('the Rambam against @hebcal/learning', () => {
  it('one chapter a day: the chapter of each day of a whole cycle is Hebcal’s', () => {
    for (const date of daysBetween('2020-07-10', addDays('2020-07-10', 1016))) {
      const hebcal = dailyRambam1(toLocalDate(date));
      const ours = unit('rambam', date)!;
      expect(ours.posts[0]?.rambamBook, date).toBe(hebcal.name);
      if (typeof hebcal.perek === 'number')
        expect(ours.posts[0]?.rambamChapter, date).toBe(hebcal.perek);
    }
  });

  it('three chapters a day: a cycle covers every chapter, in Hebcal’s books', () => {
    const covered = new Set<string>();
    for (const date of daysBetween('2020-07-10', addDays('2020-07-10', 338))) {
      const ours = unit('rambam-3', date)!;
      const hebcalBooks = new Set(dailyRambam3(toLocalDate(date)).map((reading) => reading.name));
      for (const filter of ours.posts) {
        expect(hebcalBooks.has(filter.rambamBook!), date).toBe(true);
        covered.add(`${filter.rambamBook}/${filter.rambamChapter}`);
      }
    }
    expect(covered.size).toBe(mishnehTorahBooks.reduce((sum, book) => sum + book.chapters, 0));
  });
});

describe('whole-cycle listings', () => {
  const today = '2026-11-21';

  it.each([
    ['mishnayot', mishnahMasechtot.reduce((sum, m) => sum + m.perekCount, 0)],
    ['nach-yomi', nachBooks.reduce((sum, b) => sum + b.chapters, 0)],
    ['rambam', 1017],
    ['rambam-3', 1017],
    ['kitzur', kitzurSimanimCount],
    ['mitzvot', 613],
    ['daf-yomi', 37],
    ['amud-yomi', 40],
    ['yerushalmi-yomi', 39],
  ])('%s lists %i units, each dated within the cycle', (id, expected) => {
    const outline = programme(id).wholeSchedule(today);
    const items = allItems(outline.groups);
    expect(items).toHaveLength(expected);
    const dated = items.filter((item) => item.date);
    expect(dated.length).toBeGreaterThan(expected * 0.95);
    const ids = new Set<string>();
    const walk = (groups: readonly ScheduleGroup[]) =>
      groups.forEach((group) => {
        expect(ids.has(group.id), group.id).toBe(false);
        ids.add(group.id);
        walk(group.groups ?? []);
      });
    walk(outline.groups);
  });

  it.each([
    'mishnayot',
    'nach-yomi',
    'rambam',
    'rambam-3',
    'kitzur',
    'mitzvot',
    'daf-yomi',
    'amud-yomi',
  ])('%s lists today’s unit (or its masechta) as learnt by today', (id) => {
    const monday = '2026-11-23';
    const day = unit(id, monday)!;
    const items = allItems(programme(id).wholeSchedule(monday).groups);
    const first = day.parts[0]!;
    const item = items.find(
      (entry) => entry.href === first.href || first.href.startsWith(`${entry.href}/`),
    );
    expect(item?.date, `${id}: ${first.href}`).toBeDefined();
    expect(item!.date! <= monday).toBe(true);
    if (item!.href === first.href && id !== 'kitzur') expect(item!.date).toBe(monday);
  });
});

describe('unit pages', () => {
  const page = (id: string, path: string) => programme(id).unitPage?.(path.split('/'));

  it('resolves a perek of the Mishnah, redirects other spellings, and refuses what does not exist', () => {
    const perek = page('mishnayot', 'berachos/3');
    expect(perek && 'page' in perek ? perek.page : null).toMatchObject({
      path: '/learning/mishnayot/berachos/3',
      title: 'Berachos, perek 3',
      facts: expect.arrayContaining(['6 mishnayot']),
      posts: [{ mishnaMasechta: 'Berachos', perek: 3 }],
      previous: { href: '/learning/mishnayot/berachos/2' },
      next: { href: '/learning/mishnayot/berachos/4' },
    });
    expect(page('mishnayot', 'Berakhot/3')).toEqual({ redirect: '/learning/mishnayot/berachos/3' });
    expect(page('mishnayot', 'ברכות/3')).toEqual({ redirect: '/learning/mishnayot/berachos/3' });
    expect(page('mishnayot', 'berachos/10')).toBeNull();
    expect(page('mishnayot', 'berachos/03')).toBeNull();
    expect(page('mishnayot', 'no-such-masechta/1')).toBeNull();
    expect(page('mishnayot', 'berachos')).toBeNull();
  });

  it('gives today for every day of a unit that lasts several days, so its page shows today’s dedications', () => {
    // Negaim 4 (11 mishnayot) is learnt from Friday 2026-11-27 into the days after it.
    const negaim = page('mishnayot', 'negaim/4');
    const learntOn = (today: string) => (negaim && 'page' in negaim ? negaim.page.learntOn(today) : []);
    expect(learntOn('2026-11-27')).toEqual([{ programme: 'Mishna Yomi', date: '2026-11-27' }]);
    expect(learntOn('2026-11-28')).toEqual([{ programme: 'Mishna Yomi', date: '2026-11-28' }]);
    expect(learntOn('2026-12-20')).toEqual([{ programme: 'Mishna Yomi', date: '2026-11-27' }]);
    // Every day's unit page, in the programmes whose units last more than a day, says it is today's.
    for (const id of ['mishnayot', 'kitzur']) {
      for (const today of daysBetween('2026-11-01', '2027-01-31')) {
        const href = unit(id, today)?.href;
        if (!href) continue;
        const resolved = page(id, href.replace(`/learning/${id}/`, ''));
        const days = resolved && 'page' in resolved ? resolved.page.learntOn(today).map((day) => day.date) : [];
        expect(days, `${id} ${today} ${href}`).toContain(today);
      }
    }
  });

  it('resolves Nach chapters, Rambam chapters, Kitzur simanim and mitzvot', () => {
    expect(page('nach-yomi', 'Shmuel Aleph/5')).toEqual({
      redirect: '/learning/nach-yomi/i-samuel/5',
    });
    expect(page('nach-yomi', 'ruth/5')).toBeNull();
    const shabbos = page('rambam', 'sabbath/30');
    expect(shabbos && 'page' in shabbos && shabbos.page.learntOn('2026-11-21')).toEqual([
      { programme: 'One chapter a day', date: expect.stringMatching(/^202[5-8]-\d\d-\d\d$/) },
      { programme: 'Three chapters a day', date: expect.stringMatching(/^202[6-7]-\d\d-\d\d$/) },
    ]);
    // The date given is the day the chapter is read.
    const [oneChapter] = shabbos && 'page' in shabbos ? shabbos.page.learntOn('2026-11-21') : [];
    expect(programme('rambam').unitFor(oneChapter!.date)?.label).toBe('Sabbath 30');
    expect(page('rambam', 'sabbath/31')).toBeNull();
    expect(page('kitzur', '221')).not.toBeNull();
    expect(page('kitzur', '222')).toBeNull();
    expect(page('mitzvot', '613')).not.toBeNull();
    expect(page('mitzvot', '0')).toBeNull();
  });
});

describe('nextUnitAfter', () => {
  it('skips the days a programme rests', () => {
    // 2026-01-09 is a Friday: the next mitzvah is on Sunday.
    expect(nextUnitAfter(programme('mitzvot'), '2026-01-09')?.date).toBe('2026-01-11');
    expect(nextUnitAfter(programme('daf-yomi'), '2026-01-09')?.date).toBe('2026-01-10');
  });
});

describe('scheduleBetween', () => {
  it('gives one unit a day, leaving out days of rest', () => {
    expect(scheduleBetween(programme('daf-yomi'), '2026-01-01', '2026-01-31')).toHaveLength(31);
    const mitzvot = scheduleBetween(programme('mitzvot'), '2026-01-04', '2026-01-10');
    expect(mitzvot).toHaveLength(6); // Sunday to Friday
  });
});

it('knows every parsha name the home page may ask about', () => {
  expect(parshiot).toHaveLength(54);
});
