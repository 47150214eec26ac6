/**
 * The order of a series' posts, from the series' `orderOption` (reference-data `orderOptions`).
 * One definition serves the series page, its sections, its pagination and the post page's
 * previous/next, so they can never disagree.
 *
 * Every sort key is an ascending, never-null number computed from the post's learning reference,
 * with positions taken from reference-data (the Daf Yomi cycle, the Mishnah, Nach, the Torah), so the
 * same numbers also serve as keyset cursors. A post that lacks the reference its series is ordered by
 * sorts after every post that has one (at UNPLACED), and ties fall back to the episode number, then
 * the publication date, then the id.
 *
 * Orders without a column of their own (mitzvot, mishnah_brurah, hashoneh_halachos: the database keeps
 * no mitzvah or siman number) follow the episode number, which such series number in study order.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@openshiur/db';
import {
  bavliMasechtot,
  doubleParshiot,
  mishnahMasechtot,
  nachBooks,
  orderOptions,
  parshiot,
  parshiotByBook,
  yerushalmiMasechtot,
  type OrderOption,
} from '@openshiur/reference-data';

const { posts } = schema;

/** The key of a post without the reference its series is ordered by: after every real position. */
export const UNPLACED = 1_000_000;

/**
 * An SQL string literal. The values are reference-data names, written into the statement rather than
 * bound, so one expression reads the same in SELECT, GROUP BY and ORDER BY (bound parameters would be
 * numbered apart, and PostgreSQL would not see the expressions as equal).
 */
function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** `case column when 'name' then position … else UNPLACED end`. */
function positionIn(column: PgColumn, positions: ReadonlyMap<string, number>): SQL<number> {
  const branches = [...positions].map(
    ([name, position]) => sql`when ${literal(name)} then ${sql.raw(String(position))}`,
  );
  return sql<number>`(case ${column} ${sql.join(branches, sql` `)} else ${sql.raw(String(UNPLACED))} end)`;
}

/** A numeric column, with UNPLACED where it is missing. */
function orUnplaced(column: PgColumn): SQL<number> {
  return sql<number>`coalesce(${column}, ${sql.raw(String(UNPLACED))})`;
}

/** 1-based positions of names in a list. */
function positionsOf(names: readonly string[]): Map<string, number> {
  return new Map(names.map((name, index) => [name, index + 1]));
}

const bavliPositions = positionsOf(bavliMasechtot.map((masechta) => masechta.name));
const yerushalmiPositions = positionsOf(yerushalmiMasechtot.map((masechta) => masechta.name));
/** The Mishnah's masechtot are listed seder by seder, so their position is seder order too. */
const mishnahPositions = positionsOf(mishnahMasechtot.map((masechta) => masechta.name));
/** Books of Nach by their English name or their transliterated Hebrew one ("I Samuel", "Shmuel I"). */
const nachPositions = new Map(
  nachBooks.flatMap((book, index) => [
    [book.name, index + 1],
    [book.hebrewTransliterated, index + 1],
  ]),
);
/** Parshiot in Torah order; a double parsha ("Vayakhel-Pekudei") stands where its first part does. */
const parshaPositions = positionsOf(parshiot.map((parsha) => parsha.name));
for (const pair of doubleParshiot)
  parshaPositions.set(pair.name, parshaPositions.get(pair.parts[0].name) ?? UNPLACED);
/** The book of the Torah of each parsha (and double parsha), 1 = Bereshit. */
const chumashPositions = new Map<string, number>();
parshiotByBook.forEach((book, index) => {
  for (const parsha of book.parshiot) chumashPositions.set(parsha.name, index + 1);
});
for (const pair of doubleParshiot)
  chumashPositions.set(pair.name, chumashPositions.get(pair.parts[0].name) ?? UNPLACED);

/** A whole-daf shiur comes before the shiurim on its amudim. */
const amudRank = sql<number>`(case ${posts.amud} when 'a' then 1 when 'b' then 2 else 0 end)`;
const episodeKey = orUnplaced(posts.episodeNumber);
/** Seconds since the epoch of the publication (or, without one, the creation) date. */
const dateKey = sql<number>`extract(epoch from coalesce(${posts.publishedAt}, ${posts.createdAt}))::float8`;

const bavliKey = positionIn(posts.masechta, bavliPositions);
const yerushalmiKey = positionIn(posts.masechta, yerushalmiPositions);
const mishnahKey = positionIn(posts.mishnaMasechta, mishnahPositions);
const nachKey = positionIn(posts.nachBook, nachPositions);
const parshaKey = positionIn(posts.parsha, parshaPositions);
const chumashKey = positionIn(posts.parsha, chumashPositions);

/** What each order sorts by before the episode number and the date. */
const referenceKeys: Readonly<Record<OrderOption, readonly SQL<number>[]>> = {
  daf: [bavliKey, orUnplaced(posts.daf), amudRank],
  yerushalmi_daf: [yerushalmiKey, orUnplaced(posts.daf), amudRank],
  mishna: [mishnahKey, orUnplaced(posts.perek), orUnplaced(posts.mishnah)],
  nach: [nachKey, orUnplaced(posts.nachChapter)],
  parsha: [parshaKey],
  episode_number: [],
  mitzvot: [],
  mishnah_brurah: [],
  hashoneh_halachos: [],
};

export function isOrderOption(value: string | null | undefined): value is OrderOption {
  return (orderOptions as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The ascending numeric sort keys of a series' posts, without the final id. An unknown order (or
 * none) sorts by publication date alone.
 */
export function seriesSortKeys(orderOption: string | null | undefined): SQL<number>[] {
  if (!isOrderOption(orderOption)) return [dateKey];
  return [...referenceKeys[orderOption], episodeKey, dateKey];
}

/**
 * ORDER BY expressions over the `posts` table for a series with this `orderOption`, ending in a
 * unique tiebreak on `posts.id`: `db.select().from(posts).orderBy(...seriesOrderBy('daf'))`.
 */
export function seriesOrderBy(orderOption: string): SQL[] {
  return [...seriesSortKeys(orderOption).map((key) => asc(key)), asc(posts.id)];
}

/** How an order falls into sections: a heading per masechta, book of Nach or book of the Torah. */
export interface SectionRule {
  /** Position of the post's section; monotone in the order's first sort key, so sections are contiguous. */
  position: SQL<number>;
  /** Section titles by position (1-based). */
  titleOf(position: number): string | undefined;
}

const titlesFrom = (names: readonly string[]) => (position: number) => names[position - 1];

const sectionRules: Readonly<Partial<Record<OrderOption, SectionRule>>> = {
  daf: { position: bavliKey, titleOf: titlesFrom(bavliMasechtot.map((masechta) => masechta.name)) },
  yerushalmi_daf: {
    position: yerushalmiKey,
    titleOf: titlesFrom(yerushalmiMasechtot.map((masechta) => masechta.name)),
  },
  mishna: {
    position: mishnahKey,
    titleOf: titlesFrom(mishnahMasechtot.map((masechta) => masechta.name)),
  },
  nach: { position: nachKey, titleOf: titlesFrom(nachBooks.map((book) => book.name)) },
  parsha: { position: chumashKey, titleOf: titlesFrom(parshiotByBook.map((book) => book.name)) },
};

/** The section rule of an order, or undefined for orders that read as one run (episodes, dates). */
export function seriesSectionRule(orderOption: string | null | undefined): SectionRule | undefined {
  return isOrderOption(orderOption) ? sectionRules[orderOption] : undefined;
}
