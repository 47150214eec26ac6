import type { LearningText, PostFilter } from '@openshiur/graphql';
import type { IsoDate } from './calendar-day';

/** The daily-study programmes, as they appear in addresses: `/learning/{id}`. */
export const programmeIds = [
  'daf-yomi',
  'amud-yomi',
  'mishnayot',
  'nach-yomi',
  'yerushalmi-yomi',
  'rambam',
  'rambam-3',
  'kitzur',
  'mitzvot',
] as const;
export type ProgrammeId = (typeof programmeIds)[number];

/** A link with its English text and, where there is one, its Hebrew. */
export interface LearningLink {
  label: string;
  hebrewLabel?: string;
  /** Site path. */
  href: string;
}

/** What a programme learns on one day. */
export interface LearningUnit {
  date: IsoDate;
  /** "Berachos 5", "Negaim 2:2–3", "Hiring 13, Borrowing and Deposit 1–2". */
  label: string;
  hebrewLabel?: string;
  /** Where the unit's shiurim are: its own page, the daf page, or the programme page. */
  href: string;
  /**
   * The unit's pieces when it has several, each with its own page (the three chapters of the
   * 3-chapter Rambam, the simanim of a Kitzur reading); a single link otherwise.
   */
  parts: LearningLink[];
  /** The text itself, on Sefaria or Chabad.org. */
  textUrl?: string;
  /** Post filters whose union is the unit's shiurim; empty when posts carry no such reference. */
  posts: PostFilter[];
}

/** One entry of a whole-cycle listing: a perek, a chapter, a siman, a mitzvah, a masechta. */
export interface ScheduleItem {
  label: string;
  hebrewLabel?: string;
  href?: string;
  /** The day it is learnt (its first day) in the cycle the listing shows. */
  date?: IsoDate;
  /** A short note: "7 mishnayot", "63 dafim". */
  detail?: string;
  /** Key into the programme's shiur counts (`LearningUnitCount` name/number/amud). */
  coverageKey?: string;
}

/** A group of a listing (a seder, a masechta, a book), possibly of further groups. */
export interface ScheduleGroup {
  /** Unique on the page: used as its anchor. */
  id: string;
  title: string;
  hebrewTitle?: string;
  /** "9 perakim · begins Tuesday, March 3, 2026". */
  summary?: string;
  date?: IsoDate;
  groups?: ScheduleGroup[];
  items?: ScheduleItem[];
}

/** The whole text of a programme with the day each part is learnt in one cycle. */
export interface ScheduleOutline {
  /** What the dates refer to: "The cycle from January 5, 2020 to June 7, 2027". */
  caption: string;
  groups: ScheduleGroup[];
}

/** A unit page: one perek, chapter, siman or mitzvah with its shiurim. */
export interface UnitPage {
  /** The canonical address (a misspelt one redirects here). */
  path: string;
  title: string;
  hebrewTitle?: string;
  /** From the programme page down to the unit's parent. */
  breadcrumbs: LearningLink[];
  /** Facts about the unit: "8 mishnayot", "Siman 25 of 221". */
  facts: string[];
  /** When programmes learn the unit in their cycle around `today`. */
  learntOn(today: IsoDate): { programme: string; date: IsoDate }[];
  textUrl?: string;
  posts: PostFilter[];
  previous?: LearningLink;
  next?: LearningLink;
}

/** What a unit address resolves to: a page, a redirect to the canonical spelling, or nothing (404). */
export type UnitResolution = { page: UnitPage } | { redirect: string } | null;

/** One daily-study programme. */
export interface LearningProgramme {
  id: ProgrammeId;
  name: string;
  /** A few words for tight places (the home page, calendar event titles): "Rambam (3)". */
  shortName: string;
  hebrewName: string;
  /** One or two sentences: what is learnt, at what pace. */
  description: string;
  /** The unit learnt on a day; null on days the programme rests (Shabbos, for the mitzvot). */
  unitFor(date: IsoDate): LearningUnit | null;
  /** The whole text, dated by the cycle that includes `today`. */
  wholeSchedule(today: IsoDate): ScheduleOutline;
  /** Which text the schedule's `coverageKey`s count shiurim of. */
  coverage?: LearningText;
  /** Resolves the segments after `/learning/{id}/`; absent when the programme has no unit pages. */
  unitPage?(segments: readonly string[]): UnitResolution;
}
