import 'server-only';
import { NachYomiEvent, NachYomiIndex, nachYomiStart, type NachYomi } from '@hebcal/learning';
import { allNach, type NachBook } from '@openshiur/reference-data';
import { addDays, type IsoDate } from '../calendar-day';
import { cycleStartOn, hebrewDateOf, hebrewNumeral } from '../hebcal-dates';
import { beginsOn, count, cycleCaption, firstDays, remember, summary } from '../outline';
import { findNachBook, nachBooks, nachSlug } from '../texts';
import type { LearningLink, LearningProgramme, ScheduleOutline, UnitResolution } from '../types';
import { parsePositive } from './segments';

/** One chapter a day through all of Nach: 742 days. */
const CYCLE_DAYS = allNach.length;

let index: NachYomiIndex | undefined;
const lookup = (date: IsoDate): NachYomi =>
  (index ??= new NachYomiIndex()).lookup(hebrewDateOf(date));

export const chapterHref = (book: NachBook, chapter: number): string =>
  `/learning/nach-yomi/${nachSlug(book)}/${chapter}`;
const chapterKey = (book: NachBook, chapter: number) => `${book.name}/${chapter}`;

const chapterLink = (book: NachBook, chapter: number): LearningLink => ({
  label: `${book.name} ${chapter}`,
  hebrewLabel: `${book.hebrewName} ${hebrewNumeral(chapter)}`,
  href: chapterHref(book, chapter),
});

/** Nach Yomi: a chapter of Prophets and Writings a day, Joshua to Chronicles in about two years. */
export const nachYomi: LearningProgramme = {
  id: 'nach-yomi',
  name: 'Nach Yomi',
  shortName: 'Nach Yomi',
  hebrewName: 'נ״ך יומי',
  description:
    'One chapter of Nevi’im and Kesuvim a day, from Joshua to Chronicles in just over two years.',

  unitFor(date) {
    const reading = lookup(date);
    const book = findNachBook(reading.k);
    if (!book) return null;
    const link = chapterLink(book, reading.v);
    return {
      date,
      ...link,
      parts: [link],
      textUrl: new NachYomiEvent(hebrewDateOf(date), reading).url(),
      posts: [{ nachBook: book.name, nachChapter: reading.v }],
    };
  },

  wholeSchedule: (today) => scheduleOfCycle(cycleStartOn(today, nachYomiStart, CYCLE_DAYS)),
  coverage: 'NACH_CHAPTER',

  unitPage(segments) {
    const [bookSegment, chapterSegment, ...rest] = segments;
    if (!bookSegment || !chapterSegment || rest.length) return null;
    return chapterPage(bookSegment, chapterSegment);
  },
};

const chapterDates = remember((start: IsoDate) =>
  firstDays(start, addDays(start, CYCLE_DAYS - 1), (day) => {
    const reading = lookup(day);
    const book = findNachBook(reading.k);
    return book ? [chapterKey(book, reading.v)] : [];
  }),
);

const scheduleOfCycle = remember((start: IsoDate): ScheduleOutline => {
  const dates = chapterDates(start);
  const section = (name: NachBook['section'], title: string, hebrewTitle: string) => ({
    id: name.toLowerCase(),
    title,
    hebrewTitle,
    groups: nachBooks
      .filter((book) => book.section === name)
      .map((book) => ({
        id: nachSlug(book),
        title: book.name,
        hebrewTitle: book.hebrewName,
        date: dates.get(chapterKey(book, 1)),
        summary: summary(
          count(book.chapters, 'chapter', 'chapters'),
          beginsOn(dates.get(chapterKey(book, 1))),
        ),
        items: Array.from({ length: book.chapters }, (_, offset) => ({
          label: `Chapter ${offset + 1}`,
          href: chapterHref(book, offset + 1),
          date: dates.get(chapterKey(book, offset + 1)),
          coverageKey: chapterKey(book, offset + 1),
        })),
      })),
  });
  return {
    caption: cycleCaption(start, addDays(start, CYCLE_DAYS - 1)),
    groups: [
      section('Neviim', 'Nevi’im (Prophets)', 'נביאים'),
      section('Kesuvim', 'Kesuvim (Writings)', 'כתובים'),
    ],
  };
});

/** `/learning/nach-yomi/{book}/{chapter}`. */
function chapterPage(bookSegment: string, chapterSegment: string): UnitResolution {
  const book = findNachBook(bookSegment);
  const chapter = parsePositive(chapterSegment);
  if (!book || chapter === undefined || chapter > book.chapters) return null;
  const path = chapterHref(book, chapter);
  if (`/learning/nach-yomi/${bookSegment}/${chapterSegment}` !== path) return { redirect: path };
  const position = nachBooks.indexOf(book);
  const previousBook = nachBooks[position - 1];
  const nextBook = nachBooks[position + 1];
  return {
    page: {
      path,
      title: `${book.name} ${chapter}`,
      hebrewTitle: `${book.hebrewName} ${hebrewNumeral(chapter)}`,
      breadcrumbs: [
        { label: 'Nach Yomi', href: '/learning/nach-yomi' },
        {
          label: book.name,
          hebrewLabel: book.hebrewName,
          href: `/learning/nach-yomi#${nachSlug(book)}`,
        },
      ],
      facts: [
        book.section === 'Neviim' ? 'Nevi’im' : 'Kesuvim',
        `Chapter ${chapter} of ${book.chapters}`,
      ],
      learntOn: (today) => {
        const date = chapterDates(cycleStartOn(today, nachYomiStart, CYCLE_DAYS)).get(
          chapterKey(book, chapter),
        );
        return date ? [{ programme: 'Nach Yomi', date }] : [];
      },
      // Any day will do: the event only carries the chapter to Sefaria's address.
      textUrl: new NachYomiEvent(hebrewDateOf('2000-01-01'), { k: book.name, v: chapter }).url(),
      posts: [{ nachBook: book.name, nachChapter: chapter }],
      previous:
        chapter > 1
          ? chapterLink(book, chapter - 1)
          : previousBook
            ? chapterLink(previousBook, previousBook.chapters)
            : undefined,
      next:
        chapter < book.chapters
          ? chapterLink(book, chapter + 1)
          : nextBook
            ? chapterLink(nextBook, 1)
            : undefined,
    },
  };
}
