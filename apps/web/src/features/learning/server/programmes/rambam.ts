import 'server-only';
import { DailyRambamEvent, dailyRambam1, dailyRambam3, type RambamReading } from '@hebcal/learning';
import { rambam1Start, rambam1cycleLen } from '@hebcal/learning/rambam1Base';
import type { MishnehTorahBook } from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import {
  cycleStartOn,
  dayInCycle,
  hebrewCitationNumeral,
  hebrewDateOf,
  hebrewNumeral,
} from '../hebcal-dates';
import { beginsOn, count, cycleCaption, firstDays, remember, summary } from '../outline';
import { findRambamBook, isRambamIntroduction, mishnehTorahBooks, rambamSlug } from '../texts';
import type {
  LearningLink,
  LearningProgramme,
  LearningUnit,
  ScheduleOutline,
  UnitResolution,
} from '../types';
import { parsePositive } from './segments';

/** The one-chapter cycle: every chapter of the Mishneh Torah once, 1017 days. */
const ONE_CHAPTER_DAYS = rambam1cycleLen;
/** The three-chapter cycle: 339 days, from the same first day (29 April 1984). */
const THREE_CHAPTER_DAYS = rambam1cycleLen / 3;

interface Chapter {
  book: MishnehTorahBook;
  /** 1-based; for the four introductory books, the part (1–3). */
  chapter: number;
}

/** Every chapter in order: day n of the one-chapter cycle learns `chapters[n]`. */
const chapters: readonly Chapter[] = mishnehTorahBooks.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, index) => ({ book, chapter: index + 1 })),
);

const chapterKey = ({ book, chapter }: Chapter) => `${book.book}/${chapter}`;

export const rambamChapterHref = ({ book, chapter }: Chapter): string =>
  `/learning/rambam/${rambamSlug(book)}/${chapter}`;

/** How Hebcal writes the day's chapter: "12", "4-5" (two chapters in one day), "84-166" (mitzvot). */
const perekText = (reading: RambamReading) => String(reading.perek).replace('-', '–');

function englishLabel(book: MishnehTorahBook, reading: RambamReading): string {
  return `${book.book} ${perekText(reading)}`;
}

function hebrewLabel(book: MishnehTorahBook, reading: RambamReading): string {
  if (typeof reading.perek === 'number')
    return `${book.hebrewName} פרק ${hebrewNumeral(reading.perek)}`;
  const range = /^(\d+)-(\d+)$/.exec(reading.perek);
  if (range && !isRambamIntroduction(book)) {
    return `${book.hebrewName} פרקים ${hebrewCitationNumeral(Number(range[1]))}–${hebrewCitationNumeral(Number(range[2]))}`;
  }
  return `${book.hebrewName} ${perekText(reading)}`;
}

/**
 * The chapters (as reference-data counts them) one of Hebcal's readings covers. `part` is the
 * reading's place among the day's readings: the introductory books are read in three parts, which
 * Hebcal names by their mitzvot ("84-166"), and a day of the three-chapter cycle that falls in
 * them reads one whole book, part by part.
 */
function chaptersOf(reading: RambamReading, part: number): Chapter[] {
  const book = findRambamBook(reading.name);
  if (!book) return [];
  if (isRambamIntroduction(book)) return [{ book, chapter: part }];
  const [first, last] =
    typeof reading.perek === 'number'
      ? [reading.perek, reading.perek]
      : reading.perek.split('-').map(Number);
  if (!first || !last) return [];
  // Hebcal's 3-chapter cycle adds a fifth day to The Order of Prayer, past the book's four chapters.
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
    .filter((chapter) => chapter <= book.chapters)
    .map((chapter) => ({ book, chapter }));
}

const oneChapterOn = (date: IsoDate): Chapter =>
  chapters[dayInCycle(date, rambam1Start, ONE_CHAPTER_DAYS)] as Chapter;

/** The day's readings of a cycle with the chapters each covers. */
function readingsOn(
  date: IsoDate,
  perDay: 1 | 3,
): { reading: RambamReading; book: MishnehTorahBook; chapters: Chapter[] }[] {
  const hdate = hebrewDateOf(date);
  if (perDay === 1) {
    const reading = dailyRambam1(hdate);
    const chapter = oneChapterOn(date);
    return [{ reading, book: chapter.book, chapters: [chapter] }];
  }
  return dailyRambam3(hdate).flatMap((reading, index) => {
    const covered = chaptersOf(reading, index + 1);
    const book = findRambamBook(reading.name);
    return book ? [{ reading, book, chapters: covered }] : [];
  });
}

/** One programme per pace; both file their shiurim under the same chapter pages. */
function rambamProgramme(perDay: 1 | 3): LearningProgramme {
  const cycleDays = perDay === 1 ? ONE_CHAPTER_DAYS : THREE_CHAPTER_DAYS;
  const id = perDay === 1 ? 'rambam' : 'rambam-3';
  return {
    id,
    name: perDay === 1 ? 'Rambam: one chapter a day' : 'Rambam: three chapters a day',
    shortName: perDay === 1 ? 'Rambam' : 'Rambam (3 chapters)',
    hebrewName: perDay === 1 ? 'רמב״ם יומי: פרק אחד' : 'רמב״ם יומי: שלושה פרקים',
    description:
      perDay === 1
        ? 'One chapter of the Rambam’s Mishneh Torah a day: the whole work in under three years.'
        : 'Three chapters of the Rambam’s Mishneh Torah a day: the whole work in under a year.',

    unitFor(date): LearningUnit | null {
      const readings = readingsOn(date, perDay);
      const first = readings[0];
      if (!first) return null;
      const parts: LearningLink[] = readings.flatMap(({ book, reading, chapters: covered }) =>
        covered.length
          ? [
              {
                label: englishLabel(book, reading),
                hebrewLabel: hebrewLabel(book, reading),
                href: rambamChapterHref(covered[0]!),
              },
            ]
          : [],
      );
      return {
        date,
        label: groupByBook(readings)
          .map(
            (group) =>
              `${group[0]!.book.book} ${rangeOf(group.map(({ reading }) => perekText(reading)))}`,
          )
          .join(', '),
        hebrewLabel: groupByBook(readings).map(hebrewGroupLabel).join(', '),
        href: parts[0]?.href ?? `/learning/${id}`,
        parts,
        textUrl:
          perDay === 1 ? new DailyRambamEvent(hebrewDateOf(date), first.reading).url() : undefined,
        posts: readings.flatMap(({ chapters: covered }) =>
          covered.map(({ book, chapter }) => ({ rambamBook: book.book, rambamChapter: chapter })),
        ),
      };
    },

    wholeSchedule: (today) =>
      scheduleOfCycle(`${perDay}:${cycleStartOn(today, rambam1Start, cycleDays)}`),
    coverage: 'RAMBAM_CHAPTER',
    unitPage: (segments) => chapterPage(segments),
  };
}

type DayReading = { reading: RambamReading; book: MishnehTorahBook };

/** Consecutive readings of one book, grouped: "Hiring 13, Borrowing and Deposit 1–2". */
function groupByBook<T extends DayReading>(readings: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const entry of readings) {
    const last = groups.at(-1);
    if (last?.[0]?.book === entry.book) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** "1–2" from ["1", "2"]; a single value as it is. */
const rangeOf = (values: readonly string[]) =>
  values.length > 1 ? `${values[0]}–${values.at(-1)}` : (values[0] ?? '');

/** "הלכות שאלה ופיקדון פרקים א–ב" for several numbered chapters of a book, else each reading's label. */
function hebrewGroupLabel(group: readonly DayReading[]): string {
  const first = group[0]!;
  const numbers = group.map(({ reading }) => reading.perek);
  if (group.length > 1 && numbers.every((perek) => typeof perek === 'number')) {
    return `${first.book.hebrewName} פרקים ${hebrewCitationNumeral(numbers[0] as number)}–${hebrewCitationNumeral(numbers.at(-1) as number)}`;
  }
  return group.map(({ book, reading }) => hebrewLabel(book, reading)).join(', ');
}

export const rambamOneChapter = rambamProgramme(1);
export const rambamThreeChapters = rambamProgramme(3);

/** The first day each chapter is learnt in a cycle: key `${perDay}:${first day of the cycle}`. */
const chapterDates = remember((key: string) => {
  const [perDay, start] = key.split(':') as [string, IsoDate];
  const pace = perDay === '1' ? 1 : 3;
  const length = pace === 1 ? ONE_CHAPTER_DAYS : THREE_CHAPTER_DAYS;
  return firstDays(start, addDays(start, length - 1), (day) =>
    readingsOn(day, pace).flatMap((reading) => reading.chapters.map(chapterKey)),
  );
});

const scheduleOfCycle = remember((key: string): ScheduleOutline => {
  const [perDay, start] = key.split(':') as [string, IsoDate];
  const dates = chapterDates(key);
  const length = perDay === '1' ? ONE_CHAPTER_DAYS : THREE_CHAPTER_DAYS;
  return {
    caption: cycleCaption(start, addDays(start, length - 1)),
    groups: mishnehTorahBooks.map((book) => {
      const begins = dates.get(chapterKey({ book, chapter: 1 }));
      const introduction = isRambamIntroduction(book);
      return {
        id: rambamSlug(book),
        title: book.book,
        hebrewTitle: book.hebrewName,
        date: begins,
        summary: summary(
          introduction
            ? count(book.chapters, 'part', 'parts')
            : count(book.chapters, 'chapter', 'chapters'),
          beginsOn(begins),
        ),
        items: Array.from({ length: book.chapters }, (_, index) => {
          const chapter = { book, chapter: index + 1 };
          return {
            label: `${introduction ? 'Part' : 'Chapter'} ${index + 1}`,
            href: rambamChapterHref(chapter),
            date: dates.get(chapterKey(chapter)),
            coverageKey: chapterKey(chapter),
          };
        }),
      };
    }),
  };
});

/** `/learning/rambam/{book}/{chapter}` (also reached from the three-chapter programme). */
function chapterPage(segments: readonly string[]): UnitResolution {
  const [bookSegment, chapterSegment, ...rest] = segments;
  if (!bookSegment || !chapterSegment || rest.length) return null;
  const book = findRambamBook(bookSegment);
  const number = parsePositive(chapterSegment);
  if (!book || number === undefined || number > book.chapters) return null;
  const chapter = { book, chapter: number };
  const path = rambamChapterHref(chapter);
  if (`/learning/rambam/${bookSegment}/${chapterSegment}` !== path) return { redirect: path };

  // Hebcal's reading of the chapter's day names it as the text does (the introductory books by mitzvot).
  const position = chapters.findIndex((entry) => entry.book === book && entry.chapter === number);
  const reading = dailyRambam1(rambam1Start + position);
  const introduction = isRambamIntroduction(book);
  const link = (entry: Chapter | undefined): LearningLink | undefined =>
    entry && {
      label: `${entry.book.book} ${entry.chapter}`,
      hebrewLabel: `${entry.book.hebrewName} ${hebrewNumeral(entry.chapter)}`,
      href: rambamChapterHref(entry),
    };
  return {
    page: {
      path,
      title: englishLabel(book, reading),
      hebrewTitle: hebrewLabel(book, reading),
      breadcrumbs: [
        { label: 'Rambam', href: '/learning/rambam' },
        {
          label: book.book,
          hebrewLabel: book.hebrewName,
          href: `/learning/rambam#${rambamSlug(book)}`,
        },
      ],
      facts: [
        introduction
          ? `Part ${number} of ${book.chapters}`
          : `Chapter ${number} of ${book.chapters}`,
      ],
      learntOn: (today) => {
        const key = chapterKey(chapter);
        const oneChapterDay = chapterDates(
          `1:${cycleStartOn(today, rambam1Start, ONE_CHAPTER_DAYS)}`,
        ).get(key);
        const threeChapterDay = chapterDates(
          `3:${cycleStartOn(today, rambam1Start, THREE_CHAPTER_DAYS)}`,
        ).get(key);
        return [
          ...(oneChapterDay ? [{ programme: 'One chapter a day', date: oneChapterDay }] : []),
          ...(threeChapterDay
            ? [{ programme: 'Three chapters a day', date: threeChapterDay }]
            : []),
        ];
      },
      textUrl: new DailyRambamEvent(hebrewDateOf('2000-01-01'), reading).url(),
      posts: [{ rambamBook: book.book, rambamChapter: number }],
      previous: link(chapters[position - 1]),
      next: link(chapters[position + 1]),
    },
  };
}
